import { displayMessage, type FoyerError } from '@foyer/headless'
import { errorText } from './emailForm.css.js'
import { center, heading } from './shared.css.js'

/** "Sign-in failed" and the reason, announced: the end of a social, passkey or Farcaster sign-in. */
export function SignInFailed({ error, testId }: { error: FoyerError; testId: string }) {
  return (
    <div role="alert" className={center}>
      <p className={heading} data-tone="danger">
        Sign-in failed
      </p>
      <p className={errorText} data-testid={testId}>
        {displayMessage(error)}
      </p>
    </div>
  )
}
