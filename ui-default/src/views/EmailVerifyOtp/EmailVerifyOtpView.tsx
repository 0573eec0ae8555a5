import { displayMessage } from '@foyer/headless'
import { useEmailLogin } from '@foyer/headless/react'
import { useState } from 'react'
import { errorText } from '../../components/emailForm.css.js'
import { OtpCode } from '../../components/OtpCode.js'
import { Spinner } from '../../components/Spinner.js'
import { button, center, heading, muted } from '../../components/shared.css.js'

/**
 * The one-time code step of an email login: the code boxes (paste fills them all) that submit
 * by themselves when complete — headless then connects and closes the modal — and a "Resend
 * code" button that counts down the cooldown (`resendInSeconds`). `data-state` is the email
 * login flow's status.
 */
export function EmailVerifyOtpView() {
  const { state, verifyOtp, connectEmail, resendInSeconds, codeLength, codeExpiresInMinutes } =
    useEmailLogin()
  const [code, setCode] = useState('')
  // The last resend's outcome; it is newer than the flow's error, so it shows first.
  const [message, setMessage] = useState<string | undefined>()
  const email = 'email' in state ? state.email : undefined
  const verifying = state.status === 'verifyingOtp'
  const stateError = 'error' in state && state.error ? displayMessage(state.error) : undefined

  const submit = (otp: string) => {
    setMessage(undefined)
    verifyOtp(otp).catch(() => setCode(''))
  }
  const resend = () => {
    if (!email) return
    setMessage(undefined)
    connectEmail(email).then(
      () => setMessage('A new code is on its way.'),
      (caught: unknown) => setMessage(displayMessage(caught)),
    )
  }
  return (
    <div className={center} data-state={state.status} data-testid="email-verify-otp">
      <p className={heading}>Enter the code</p>
      <p className={muted}>
        We sent a {codeLength}-digit code to <strong>{email ?? 'your email'}</strong>. It expires in{' '}
        {codeExpiresInMinutes} minutes.
      </p>
      <OtpCode
        length={codeLength}
        value={code}
        onValueChange={setCode}
        onComplete={submit}
        disabled={verifying}
      />
      {verifying && <Spinner label="Checking the code" />}
      {(stateError || message) && (
        <p role="alert" className={errorText} data-testid="email-otp-message">
          {message ?? stateError}
        </p>
      )}
      <button type="button" className={button} onClick={resend} disabled={verifying}>
        {resendInSeconds > 0 ? `Resend in ${resendInSeconds}s` : 'Resend code'}
      </button>
    </div>
  )
}

export default EmailVerifyOtpView
