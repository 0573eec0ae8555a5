import { useModal, useUpdateEmail } from '@foyer/headless/react'
import { UpdateEmailOtpStep } from '../UpdateEmail/UpdateEmailOtpStep.js'

/**
 * The email change's first code, sent to the current email; once accepted, a code goes to the
 * new email and UpdateEmailSecondaryOtp opens.
 */
export function UpdateEmailPrimaryOtpView() {
  const { state, currentEmail, verifyPrimaryOtp } = useUpdateEmail()
  const { router } = useModal()
  return (
    <UpdateEmailOtpStep
      state={state}
      email={currentEmail}
      verifying={state.status === 'verifyingPrimaryOtp'}
      verify={(otp) => verifyPrimaryOtp(otp).then(() => router.push('UpdateEmailSecondaryOtp'))}
    />
  )
}

export default UpdateEmailPrimaryOtpView
