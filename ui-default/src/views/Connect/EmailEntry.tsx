import { useEmailLogin } from '@foyer/headless/react'
import { type FormEvent, useState } from 'react'
import { ErrorText } from '../../components/ErrorText.js'
import { emailForm, emailInput } from '../../components/emailForm.css.js'
import { accentButton, stack } from '../../components/shared.css.js'

/**
 * The Connect view's email login entry: an email field that sends a one-time code; headless's
 * `connectEmail` then opens EmailVerifyOtp — or EmailVerifyDevice first when the embedded
 * wallet asks the visitor to approve this device from their inbox. `data-state` is the email
 * login flow's status.
 */
export function EmailEntry() {
  const { state, connectEmail } = useEmailLogin()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<unknown>()
  const sending = state.status === 'sendingEmail'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    connectEmail(email).catch(setError)
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
      <ErrorText error={error} id="foyer-email-error" />
    </div>
  )
}
