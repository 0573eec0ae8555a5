import { useWalletConnectPairing } from '@foyer/headless/react'
import { ConnectionOutcome } from '../../components/ConnectionOutcome.js'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { PairingQRCode } from '../../components/PairingQRCode.js'
import { accentButton, center, muted } from '../../components/shared.css.js'

/**
 * WalletConnect's QR code for any wallet: a spinner until the pairing URI exists, the QR code
 * and a "Copy link" button, a fresh code when the old one expires, and 'Connection declined'
 * with Try again when the visitor declines in the wallet. `data-state` is the pairing status.
 */
export function ConnectingWalletConnectBasicView() {
  const { uri, status, error, hasEnded: ended, refresh } = useWalletConnectPairing()
  return (
    <div className={center} data-state={status}>
      {!ended && <PairingQRCode uri={uri} status={status} />}
      <div role="status" aria-live="polite" className={center}>
        {(status === 'loading' || status === 'idle') && (
          <p className={muted}>Preparing the QR code…</p>
        )}
        {status === 'pairing' && (
          <p className={muted}>Scan this QR code with your phone's wallet.</p>
        )}
        {status === 'expired' && <p className={muted}>QR code expired. Getting a new one…</p>}
        <ConnectionOutcome status={status} error={error} />
      </div>
      {ended ? (
        <button type="button" className={accentButton} onClick={refresh}>
          Try again
        </button>
      ) : (
        <CopyLinkButton uri={uri} />
      )}
    </div>
  )
}

export default ConnectingWalletConnectBasicView
