import { useUpdateEmail } from '@foyer/headless/react'
import { type FormEvent, useState } from 'react'
import { ErrorText } from '../../components/ErrorText.js'
import { emailInput } from '../../components/emailForm.css.js'
import { accentButton, center, muted, stack } from '../../components/shared.css.js'

/**
 * Changing the embedded account's email, first step: the new email. Submitting sends a code to
 * the current email and headless opens UpdateEmailPrimaryOtp. `data-state` is the change flow's status.
 */
export function UpdateEmailView() {
  const { state, currentEmail, updateEmail } = useUpdateEmail()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<unknown>()
  const requesting = state.status === 'requesting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    updateEmail(email).catch(setError)
  }
  return (
    <form className={stack} onSubmit={submit} data-testid="update-email" data-state={state.status}>
      {currentEmail && (
        <p className={`${muted} ${center}`}>
          Your email now is <strong>{currentEmail}</strong>.
        </p>
      )}
      <input
        className={emailInput}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="New email"
        aria-label="New email"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'foyer-update-email-error' : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={requesting}
        required
      />
      <ErrorText error={error} id="foyer-update-email-error" />
      <button type="submit" className={accentButton} disabled={requesting || !email}>
        {requesting ? 'Sending code…' : 'Save'}
      </button>
    </form>
  )
}

export default UpdateEmailView
