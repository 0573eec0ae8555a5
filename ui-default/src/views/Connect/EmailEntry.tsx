import { useEmailLogin, useModal } from '@foyer/headless/react'
import { type FormEvent, useState } from 'react'
import { accentButton, stack } from '../../components/shared.css.js'
import { emailForm, emailInput, errorText } from './EmailEntry.css.js'
import { errorMessage } from './errorMessage.js'

/**
 * The Connect view's email login entry: an email field that sends a one-time code, then opens
 * EmailVerifyOtp — or EmailVerifyDevice first when the embedded wallet asks the visitor to
 * approve this device from their inbox. `data-state` is the email login flow's status.
 */
export function EmailEntry() {
  const { state, connectEmail } = useEmailLogin()
  const { router } = useModal()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const sending = state.status === 'sendingEmail'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    connectEmail(email).then(
      ({ action }) =>
        router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'),
      (caught: unknown) => setError(errorMessage(caught)),
    )
  }
  return (
    <div className={stack} data-testid="email-login" data-state={state.status}>
      <form className={emailForm} onSubmit={submit}>
        <input
          className={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email"
          aria-label="Email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'foyer-email-error' : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={sending}
          required
        />
        <button type="submit" className={accentButton} disabled={sending || !email}>
          {sending ? 'Sending…' : 'Continue'}
        </button>
      </form>
      {error && (
        <p id="foyer-email-error" role="alert" className={errorText}>
          {error}
        </p>
      )}
    </div>
  )
}
