import { useUpdateEmail } from '@foyer/headless/react'
import { UpdateEmailOtpStep } from '../../components/UpdateEmailOtpStep.js'

/**
 * The email change's first code, sent to the current email; once accepted, a code goes to the
 * new email and headless opens UpdateEmailSecondaryOtp.
 */
export function UpdateEmailPrimaryOtpView() {
  const { state, currentEmail, codeLength, verifyPrimaryOtp } = useUpdateEmail()
  return (
    <UpdateEmailOtpStep
      state={state}
      email={currentEmail}
      codeLength={codeLength}
      verifying={state.status === 'verifyingPrimaryOtp'}
      verify={verifyPrimaryOtp}
    />
  )
}

export default UpdateEmailPrimaryOtpView
