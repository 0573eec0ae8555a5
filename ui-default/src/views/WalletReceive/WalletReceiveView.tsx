import { useReceive } from '@foyer/headless/react'
import { QRCode } from '@foyer/ui-primitives'
import { useState } from 'react'
import { qrCode, qrFrame } from '../../components/pairing.css.js'
import { button, center, muted } from '../../components/shared.css.js'
import { address, networkChip, networkList } from './WalletReceiveView.css.js'

/**
 * Receive: the connected address as a QR code (`data-address` on `[data-testid="receive-qr"]`),
 * the address in full with Copy (and its feedback), and the host's networks of the active
 * namespace on which it can receive.
 */
export function WalletReceiveView() {
  const receive = useReceive()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  if (!receive.address) {
    return (
      <div className={center} data-state="disconnected">
        <p className={muted}>Connect a wallet to receive.</p>
      </div>
    )
  }
  const value = receive.address
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return setCopied('failed')
    void clipboard.writeText(value).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  }
  return (
    <div className={center} data-state="ready">
      <div className={qrFrame} data-testid="receive-qr" data-address={value}>
        <QRCode value={value} className={qrCode} aria-label="QR code of your address" />
      </div>
      <p className={address} data-testid="receive-address">
        {value}
      </p>
      <button type="button" className={button} onClick={copy} data-state={copied}>
        {copied === 'copied' ? 'Address copied' : 'Copy address'}
      </button>
      <p className={muted} role="status">
        {copied === 'failed' ? 'Copying is not available here: select the address above.' : ''}
      </p>
      <p className={muted} id="foyer-receive-networks">
        Receive on these networks only:
      </p>
      <ul className={networkList} aria-labelledby="foyer-receive-networks">
        {receive.networks.map((network) => (
          <li key={network.caipNetworkId} className={networkChip}>
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}

export default WalletReceiveView
