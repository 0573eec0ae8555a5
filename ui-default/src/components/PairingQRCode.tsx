import { QRCode } from '@foyer/ui-primitives'
import { qrCode, qrFrame } from './pairing.css.js'
import { Spinner } from './Spinner.js'

/**
 * The pairing URI as a QR code, a spinner until it exists. The frame carries the URI as
 * `data-uri` (selector `[data-testid="walletconnect-qr"]`) and the pairing status as
 * `data-state`, so an end-to-end test can read the URI and hand it to a test wallet.
 */
export function PairingQRCode({ uri, status }: { uri: string | undefined; status: string }) {
  return (
    <div className={qrFrame} data-testid="walletconnect-qr" data-state={status} data-uri={uri}>
      {uri ? (
        <QRCode value={uri} className={qrCode} aria-label="QR code to scan with your wallet" />
      ) : (
        <Spinner label="Preparing the QR code" />
      )}
    </div>
  )
}
