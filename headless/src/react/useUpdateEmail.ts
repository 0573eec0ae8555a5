import { useMemo } from 'react'
import { finishEmailUpdate } from '../actions/finishEmailUpdate.js'
import { OTP_LENGTH } from '../constants/index.js'
import type { EmailUpdateState } from '../machines/emailUpdate.js'
import { emailUpdateAtom, embeddedUserAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseUpdateEmailReturnType = {
  /** The email change flow; `state.status` is its `data-state`. */
  state: EmailUpdateState
  /** The embedded account's email now. */
  currentEmail: string | undefined
  /** The email being changed to (then saved): where the second code goes. */
  newEmail: string | undefined
  /** Digits of a one-time code (6, SPEC-NOTES). */
  codeLength: number
  /** Starts the change: a code goes to the current email, and UpdateEmailPrimaryOtp opens. */
  updateEmail(newEmail: string): Promise<void>
  /**
   * The code sent to the current email; a code then goes to the new one, and
   * UpdateEmailSecondaryOtp opens.
   */
  verifyPrimaryOtp(otp: string): Promise<void>
  /**
   * The code sent to the new email; the new email is then saved, and after a moment
   * ("Email updated", `EMAIL_UPDATED_DELAY_MS`) the modal returns to Account.
   */
  verifySecondaryOtp(otp: string): Promise<void>
  /** Ends the change now ("Done"): the modal's history resets to Account. */
  finish(): void
  /** Back to the start of the flow. */
  reset(): void
}

/** Changing the embedded account's email (SPEC §4): two one-time codes, then saved. */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(emailUpdateAtom)
  const user = useFoyerValue(embeddedUserAtom)
  const actions = useMemo(() => {
    const verify = async (otp: string) =>
      (await import('../actions/verifyUpdateEmailOtp.js')).verifyUpdateEmailOtp(foyer, { otp })
    return {
      updateEmail: async (email: string) =>
        (await import('../actions/updateEmail.js')).updateEmail(foyer, { email }),
      verifyPrimaryOtp: verify,
      verifySecondaryOtp: verify,
      finish: () => finishEmailUpdate(foyer),
      reset: () =>
        void import('../actions/updateEmail.js').then(({ sendEmailUpdate }) =>
          sendEmailUpdate(foyer, { type: 'reset' }),
        ),
    }
  }, [foyer])
  const newEmail =
    state.status === 'saved' ? state.email : 'newEmail' in state ? state.newEmail : undefined
  return { state, currentEmail: user?.email, newEmail, codeLength: OTP_LENGTH, ...actions }
}
