import { useEmailLogin } from '@foyer/headless/react'
import { useEffect, useRef, useState } from 'react'
import { ErrorText } from '../../components/ErrorText.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'

/**
 * The device approval step of an email login: "Approve this device", with the email the link
 * went to. It waits (from arrival) until the visitor opens the link, then goes on to the
 * one-time code (headless has EmailVerifyOtp replace it, so Back returns to Connect). A failure gives its
 * reason and "Try again". `data-state` is the email login flow's status.
 */
export function EmailVerifyDeviceView() {
  const { state, verifyDevice } = useEmailLogin()
  const [error, setError] = useState<unknown>()
  const email = 'email' in state ? state.email : undefined
  // The wait outlives a visitor who went Back: only a view still shown says why it failed.
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const wait = () => {
    setError(undefined)
    verifyDevice().catch((caught: unknown) => shown.current && setError(caught))
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
      {error !== undefined ? (
        <>
          <ErrorText error={error} testId="email-verify-device-error" />
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
