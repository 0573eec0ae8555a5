import { QRCode } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { storyPairingUri } from '../support/walletConnect.js'
import { PrimitiveFrame } from './frame.js'

export default { title: 'Primitives/QRCode' }

// The code is drawn dark on light whatever the theme: scanners need that contrast.

/** A WalletConnect pairing URI, at the default error correction. */
export const PairingUri: Story = () => (
  <PrimitiveFrame title="QRCode">
    <div style={{ background: '#fff', color: '#000', padding: 16, width: 256 }}>
      <QRCode value={storyPairingUri} aria-label="Scan with your phone" />
    </div>
  </PrimitiveFrame>
)

/** Error correction H: room for a logo in the middle. */
export const HighErrorCorrection: Story = () => (
  <PrimitiveFrame title="QRCode">
    <div style={{ background: '#fff', color: '#000', padding: 16, width: 256 }}>
      <QRCode value={storyPairingUri} errorCorrection="H" aria-label="Scan with your phone" />
    </div>
  </PrimitiveFrame>
)
