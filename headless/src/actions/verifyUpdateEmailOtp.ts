import { EMAIL_UPDATED_DELAY_MS } from '../constants/index.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { InvalidOtpError } from '../errors/validation.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { emailUpdateAtom, embeddedUserAtom } from '../store/embeddedWalletAtoms.js'
import { emailEntry } from '../store/storageKeys.js'
import { assertOtp } from '../validation/otp.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { embeddedWalletOf } from './connectEmail.js'
import { finishEmailUpdate } from './finishEmailUpdate.js'
import { navigate } from './navigate.js'
import { sendEmailUpdate } from './updateEmail.js'

export type VerifyUpdateEmailOtpParameters = {
  /** The 6-digit code sent to the current email (first step) or to the new one (second). */
  otp: string
}

export type VerifyUpdateEmailOtpReturnType = undefined

export type VerifyUpdateEmailOtpErrorType = InvalidOtpError | FoyerError

/**
 * The code steps of an email change (SPEC §4): the code sent to the current (primary) email,
 * then the one sent to the new (secondary) email, after which the new email is saved (stored,
 * and the user's email updated). Which step runs follows `emailUpdateAtom`. A wrong code leaves
 * the flow on its step with the error. The modal follows: UpdateEmailSecondaryOtp after the first
 * code; after the second, "Email updated" shows for `EMAIL_UPDATED_DELAY_MS`, then Account.
 */
export async function verifyUpdateEmailOtp(
  foyer: Foyer,
  parameters: VerifyUpdateEmailOtpParameters,
): Promise<VerifyUpdateEmailOtpReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { otp: is.string })
  const { otp } = parameters
  assertOtp(otp)
  const connector = embeddedWalletOf(foyer)
  const primary = foyer.store.get(emailUpdateAtom).status === 'primaryOtp'
  sendEmailUpdate(foyer, { type: 'submitOtp' })
  try {
    if (primary) await connector.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    else {
      const { newEmail } = await connector.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      foyer.storage.set(emailEntry, newEmail)
      foyer.store.set(embeddedUserAtom, (user) => (user ? { ...user, email: newEmail } : user))
    }
  } catch (error) {
    sendEmailUpdate(foyer, { type: 'otpRejected', error: error as FoyerError })
    throw error
  }
  sendEmailUpdate(foyer, { type: 'otpAccepted' })
  if (primary) {
    navigate(foyer, { type: 'push', route: { view: 'UpdateEmailSecondaryOtp' } })
    return undefined
  }
  // "Email updated" shows a moment, then the history resets to Account — unless the visitor
  // already left (Done, Back, closed).
  setTimeout(() => {
    if (foyer.store.get(routeAtom).view === 'UpdateEmailSecondaryOtp') finishEmailUpdate(foyer)
  }, EMAIL_UPDATED_DELAY_MS)
  return undefined
}
