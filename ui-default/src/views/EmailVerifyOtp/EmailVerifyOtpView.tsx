import { useEmailLogin, useModal } from '@foyer/headless/react'
import { useEffect, useState } from 'react'
import { OTP_LENGTH, OtpCode } from '../../components/OtpCode.js'
import { Spinner } from '../../components/Spinner.js'
import { button, center, heading, muted } from '../../components/shared.css.js'
import { errorText } from '../Connect/EmailEntry.css.js'
import { errorMessage } from '../Connect/errorMessage.js'

/** Seconds left before another code may be sent, counting down each second. */
function useCooldown(read: () => number): [number, () => void] {
  const [seconds, setSeconds] = useState(read)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds(read()), 1000)
    return () => clearTimeout(timer)
  }, [seconds, read])
  return [seconds, () => setSeconds(read())]
}

/**
 * The one-time code step of an email login: six boxes (paste fills them all) that submit by
 * themselves when complete, and a "Resend code" button that counts down the 30 s cooldown.
 * `data-state` is the email login flow's status.
 */
export function EmailVerifyOtpView() {
  const { state, verifyOtp, connectEmail, cooldownSeconds } = useEmailLogin()
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | undefined>()
  const [seconds, refresh] = useCooldown(cooldownSeconds)
  const { close } = useModal()
  const email = 'email' in state ? state.email : undefined
  const verifying = state.status === 'verifyingOtp'
  const stateError = 'error' in state && state.error ? errorMessage(state.error) : undefined

  const submit = (otp: string) => {
    setMessage(undefined)
    // Connected: the modal closes, as after any wallet connects.
    verifyOtp(otp).then(close, () => setCode(''))
  }
  const resend = () => {
    if (!email) return
    setMessage(undefined)
    connectEmail(email).then(
      () => {
        setMessage('A new code is on its way.')
        refresh()
      },
      (caught: unknown) => setMessage(errorMessage(caught)),
    )
  }
  return (
    <div className={center} data-state={state.status} data-testid="email-verify-otp">
      <p className={heading}>Enter the code</p>
      <p className={muted}>
        We sent a {OTP_LENGTH}-digit code to <strong>{email ?? 'your email'}</strong>. It expires in
        20 minutes.
      </p>
      <OtpCode value={code} onValueChange={setCode} onComplete={submit} disabled={verifying} />
      {verifying && <Spinner label="Checking the code" />}
      {(stateError || message) && (
        <p role="alert" className={errorText} data-testid="email-otp-message">
          {stateError ?? message}
        </p>
      )}
      <button type="button" className={button} onClick={resend} disabled={verifying}>
        {seconds > 0 ? `Resend in ${seconds}s` : 'Resend code'}
      </button>
    </div>
  )
}

export default EmailVerifyOtpView
