import { useSocialLogin } from '@foyer/headless/react'
import { SignInFailed } from '../../components/SignInFailed.js'
import { SocialIcon, signInNames } from '../../components/SocialIcon.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'
import { providerMark } from './ConnectingSocialView.css.js'

/**
 * A social or passkey sign-in under way: "Continue in the popup" while the visitor decides in
 * the sign-in window, "Connecting…" while the embedded wallet signs in, then the modal closes.
 * A closed window says "Sign-in cancelled", a failure gives its reason; both offer "Try again",
 * which opens a new window on the click. `data-state` is the flow's status.
 */
export function ConnectingSocialView() {
  const { state, start } = useSocialLogin()
  const method = state.status === 'idle' ? undefined : state.provider
  const name = method ? signInNames[method] : undefined
  const ended = state.status === 'rejected' || state.status === 'failed'
  return (
    <div className={center} data-testid="connecting-social" data-state={state.status}>
      {method && (
        <span className={providerMark}>
          <SocialIcon provider={method} size={36} />
        </span>
      )}
      <div role="status" aria-live="polite" className={center}>
        {(state.status === 'idle' || state.status === 'waiting') && (
          <>
            <p className={heading}>Continue in the popup</p>
            <p className={muted}>
              {method === 'passkey'
                ? 'Use your passkey in the window that opened.'
                : method
                  ? `Sign in with ${name} in the window that opened.`
                  : 'If no window opened, allow pop-ups for this site and try again.'}
            </p>
            <Spinner label={name ? `Waiting for ${name}` : 'Waiting for the sign-in'} />
          </>
        )}
        {state.status === 'connecting' && (
          <>
            <p className={heading}>Connecting…</p>
            <Spinner label="Connecting" />
          </>
        )}
        {state.status === 'connected' && <p className={heading}>Connected</p>}
      </div>
      {state.status === 'rejected' && (
        <div role="alert" className={center}>
          <p className={heading} data-tone="danger">
            Sign-in cancelled
          </p>
          <p className={muted}>The sign-in window was closed before it finished.</p>
        </div>
      )}
      {state.status === 'failed' && (
        <SignInFailed error={state.error} testId="connecting-social-error" />
      )}
      {ended && method && (
        <button type="button" className={accentButton} onClick={() => start(method)}>
          Try again
        </button>
      )}
    </div>
  )
}

export default ConnectingSocialView
