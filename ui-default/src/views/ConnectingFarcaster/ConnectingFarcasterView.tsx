import { useFarcasterLogin } from '@foyer/headless/react'
import { QRCode } from '@foyer/ui-primitives'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { qrCode, qrFrame } from '../../components/pairing.css.js'
import { SignInFailed } from '../../components/SignInFailed.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, muted } from '../../components/shared.css.js'

/**
 * Farcaster sign-in: `useFarcasterLogin` asks the embedded wallet for the sign-in URL on arrival; it shows
 * it as a QR code (to scan with the Farcaster app), an "Open sign-in link" link and Copy link;
 * "Waiting for approval…" until the visitor approves, then headless closes the modal. A failure gives
 * its reason and "Try again". `data-state` is the flow's status; the link is
 * `[data-testid="farcaster-url"]`.
 */
export function ConnectingFarcasterView() {
  const { state, url: shownUrl, start } = useFarcasterLogin()
  const run = () => {
    start().catch(() => {})
  }
  return (
    <div className={center} data-testid="connecting-farcaster" data-state={state.status}>
      {state.status !== 'failed' && (
        <div
          className={qrFrame}
          data-testid="farcaster-qr"
          data-state={state.status}
          data-uri={shownUrl}
        >
          {shownUrl ? (
            <QRCode
              value={shownUrl}
              className={qrCode}
              aria-label="QR code to scan with the Farcaster app"
            />
          ) : (
            <Spinner label="Getting the sign-in link" />
          )}
        </div>
      )}
      <div role="status" aria-live="polite" className={center}>
        {(state.status === 'idle' || state.status === 'loadingUrl') && (
          <p className={muted}>Getting the sign-in link…</p>
        )}
        {state.status === 'waiting' && (
          <>
            <p className={heading}>Waiting for approval…</p>
            <p className={muted}>Scan the QR code with your phone, or open the link.</p>
          </>
        )}
        {state.status === 'connecting' && <p className={heading}>Connecting…</p>}
        {state.status === 'connected' && <p className={heading}>Connected</p>}
      </div>
      {state.status === 'failed' && <SignInFailed error={state.error} testId="farcaster-error" />}
      {state.status === 'failed' ? (
        <button type="button" className={accentButton} onClick={run}>
          Try again
        </button>
      ) : (
        shownUrl && (
          <>
            <a
              className={button}
              href={shownUrl}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="farcaster-url"
            >
              Open sign-in link
            </a>
            <CopyLinkButton uri={shownUrl} />
          </>
        )
      )}
    </div>
  )
}

export default ConnectingFarcasterView
