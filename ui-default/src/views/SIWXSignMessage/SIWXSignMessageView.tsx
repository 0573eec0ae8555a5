import { useSiwx } from '@foyer/headless/react'
import { ErrorText } from '../../components/ErrorText.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { actions, icons } from './SIWXSignMessageView.css.js'

/**
 * Sign in with the connected wallet (SPEC §4 "Sign-in (SIWX)"): the app's and the wallet's
 * icons, the statement of the message to sign, Sign and Cancel; a waiting state while the wallet
 * asks; the failure ('Signature declined', …) with Try again. `data-state` is the flow's status.
 * Everything it does is `useSiwx()`'s: cancelling disconnects or closes as the host requires.
 */
export function SIWXSignMessageView() {
  const siwx = useSiwx()
  const appName = siwx.app.name ?? 'This app'
  const walletName = siwx.wallet.name ?? 'your wallet'
  const signing = siwx.status === 'signing'
  return (
    <div className={center} data-state={siwx.status} data-testid="siwx-sign-message">
      <div className={icons}>
        <WalletImage src={siwx.app.icon} name={appName} size={64} />
        <WalletImage src={siwx.wallet.icon} name={walletName} size={64} />
      </div>
      <p className={heading}>{appName} needs to connect to your wallet</p>
      <p className={muted} data-testid="siwx-statement">
        {siwx.message?.statement ??
          'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.'}
      </p>
      <div role="status" aria-live="polite" className={center}>
        {signing && (
          <>
            <Spinner label="Waiting for the signature" />
            <p className={muted}>Sign the message in {walletName}.</p>
          </>
        )}
      </div>
      <ErrorText error={signing ? undefined : siwx.error} testId="siwx-error" />
      <div className={actions}>
        <button type="button" className={button} onClick={() => void siwx.cancel()}>
          Cancel
        </button>
        <button
          type="button"
          className={accentButton}
          disabled={signing}
          onClick={() => {
            // A failure is the flow's state (siwx.error), shown above.
            void siwx.signIn().catch(() => {})
          }}
        >
          {signing ? 'Signing…' : siwx.error ? 'Try again' : 'Sign'}
        </button>
      </div>
    </div>
  )
}

export default SIWXSignMessageView
