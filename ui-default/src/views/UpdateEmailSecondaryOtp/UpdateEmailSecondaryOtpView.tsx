import { useModal, useUpdateEmail } from '@foyer/headless/react'
import { useEffect } from 'react'
import { button, heading, muted } from '../../components/shared.css.js'
import { UpdateEmailOtpStep } from '../UpdateEmail/UpdateEmailOtpStep.js'

/** How long "Email updated" shows before the modal returns to Account. */
export const EMAIL_UPDATED_DELAY_MS = 1_500

/**
 * The email change's second code, sent to the new email; once accepted the new email is saved,
 * "Email updated" shows, and the history resets to Account (at once with "Done").
 */
export function UpdateEmailSecondaryOtpView() {
  const { state, verifySecondaryOtp } = useUpdateEmail()
  const { router } = useModal()
  const saved = state.status === 'saved'
  const email =
    state.status === 'saved' ? state.email : 'newEmail' in state ? state.newEmail : undefined
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => router.reset('Account'), EMAIL_UPDATED_DELAY_MS)
    return () => clearTimeout(timer)
  }, [saved, router])
  return (
    <UpdateEmailOtpStep
      state={state}
      email={email}
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
          <button type="button" className={button} onClick={() => router.reset('Account')}>
            Done
          </button>
        </>
      ) : undefined}
    </UpdateEmailOtpStep>
  )
}

export default UpdateEmailSecondaryOtpView
