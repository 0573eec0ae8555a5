import { useEmailLogin, useModal } from '@foyer/headless/react'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'
import { errorText } from '../Connect/EmailEntry.css.js'
import { errorMessage } from '../Connect/errorMessage.js'

/**
 * The device approval step of an email login: "Approve this device", with the email the link
 * went to. It waits (from arrival) until the visitor opens the link, then goes on to the
 * one-time code (EmailVerifyOtp replaces it, so Back returns to Connect). A failure gives its
 * reason and "Try again". `data-state` is the email login flow's status.
 */
export function EmailVerifyDeviceView() {
  const { state, verifyDevice } = useEmailLogin()
  const { router } = useModal()
  const [error, setError] = useState<string | undefined>()
  const email = 'email' in state ? state.email : undefined
  // The wait outlives a visitor who went Back: only a view still shown moves on.
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const wait = () => {
    setError(undefined)
    verifyDevice().then(
      () => shown.current && router.replace('EmailVerifyOtp'),
      (caught: unknown) => shown.current && setError(errorMessage(caught)),
    )
  }
  // Once per visit: React's development double effects must not wait twice.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    wait()
  })
  return (
    <div className={center} data-testid="email-verify-device" data-state={state.status}>
      <p className={heading}>Approve this device</p>
      <p className={muted}>
        We sent a link to <strong>{email ?? 'your email'}</strong>. Open it to approve this device.
      </p>
      {error ? (
        <>
          <p role="alert" className={errorText} data-testid="email-verify-device-error">
            {error}
          </p>
          <button type="button" className={accentButton} onClick={wait}>
            Try again
          </button>
        </>
      ) : (
        <div role="status" aria-live="polite" className={center}>
          <Spinner label="Waiting for approval" />
          <p className={muted}>Waiting for approval…</p>
        </div>
      )}
    </div>
  )
}

export default EmailVerifyDeviceView
