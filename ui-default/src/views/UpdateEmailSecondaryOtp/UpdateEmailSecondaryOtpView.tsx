import { useUpdateEmail } from '@foyer/headless/react'
import { button, heading, muted } from '../../components/shared.css.js'
import { UpdateEmailOtpStep } from '../../components/UpdateEmailOtpStep.js'

/**
 * The email change's second code, sent to the new email; once accepted the new email is saved,
 * "Email updated" shows, and headless resets the history to Account a moment later (at once
 * with "Done").
 */
export function UpdateEmailSecondaryOtpView() {
  const { state, newEmail: email, codeLength, verifySecondaryOtp, finish } = useUpdateEmail()
  const saved = state.status === 'saved'
  return (
    <UpdateEmailOtpStep
      state={state}
      email={email}
      codeLength={codeLength}
      verifying={state.status === 'verifyingSecondaryOtp'}
      verify={verifySecondaryOtp}
    >
      {saved ? (
        <>
          <p role="status" className={heading}>
            Email updated
          </p>
          <p className={muted}>
            Your email is now <strong>{email}</strong>.
          </p>
          <button type="button" className={button} onClick={finish}>
            Done
          </button>
        </>
      ) : undefined}
    </UpdateEmailOtpStep>
  )
}

export default UpdateEmailSecondaryOtpView
