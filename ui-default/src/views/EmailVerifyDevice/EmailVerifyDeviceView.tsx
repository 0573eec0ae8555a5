import { useEmailDeviceVerification, useEmailLogin } from '@foyer/headless/react'
import { ErrorText } from '../../components/ErrorText.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'

/**
 * The device approval step of an email login: "Approve this device", with the email the link
 * went to. `useEmailDeviceVerification` waits (from arrival) until the visitor opens the link;
 * headless then has EmailVerifyOtp replace this view, so Back returns to Connect. A failure gives
 * its reason and "Try again". `data-state` is the email login flow's status.
 */
export function EmailVerifyDeviceView() {
  const { state } = useEmailLogin()
  const { email, error, retry } = useEmailDeviceVerification()
  return (
    <div className={center} data-testid="email-verify-device" data-state={state.status}>
      <p className={heading}>Approve this device</p>
      <p className={muted}>
        We sent a link to <strong>{email ?? 'your email'}</strong>. Open it to approve this device.
      </p>
      {error !== undefined ? (
        <>
          <ErrorText error={error} testId="email-verify-device-error" />
          <button type="button" className={accentButton} onClick={retry}>
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
