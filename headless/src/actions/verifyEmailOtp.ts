import type { FoyerError } from '../errors/FoyerError.js'
import type { InvalidOtpError } from '../errors/validation.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { emailLoginAtom } from '../store/embeddedWalletAtoms.js'
import { emailEntry, emailLoginUsedEntry, lastEmailLoginTimeEntry } from '../store/storageKeys.js'
import { assertOtp } from '../validation/otp.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { embeddedWalletOf, sendEmailLogin } from './connectEmail.js'

export type VerifyEmailOtpParameters = {
  /** The 6-digit one-time code from the email. */
  otp: string
}

/** The connected embedded account. */
export type VerifyEmailOtpReturnType = AccountState

export type VerifyEmailOtpErrorType = InvalidOtpError | FoyerError

/**
 * Finishes an email login (SPEC §4): the embedded wallet checks the one-time code, then the
 * account connects through the embedded connector. A wrong or expired code leaves the flow
 * on the code step with the error. On success the login is flagged in storage (so the frame
 * is made at the next start), the last email login time is deleted (SPEC-NOTES), and the modal
 * closes, as after any wallet connects.
 */
export async function verifyEmailOtp(
  foyer: Foyer,
  parameters: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { otp: is.string })
  const { otp } = parameters
  assertOtp(otp)
  const connector = embeddedWalletOf(foyer)
  const state = foyer.store.get(emailLoginAtom)
  sendEmailLogin(foyer, { type: 'submitOtp' })
  try {
    await connector.connectOtp({ otp })
  } catch (error) {
    sendEmailLogin(foyer, { type: 'otpRejected', error: error as FoyerError })
    throw error
  }
  try {
    const account = await connect(foyer, { connector })
    foyer.storage.remove(lastEmailLoginTimeEntry)
    foyer.storage.set(emailLoginUsedEntry, true)
    if ('email' in state) foyer.storage.set(emailEntry, state.email)
    sendEmailLogin(foyer, { type: 'connected' })
    closeModal(foyer)
    return account
  } catch (error) {
    sendEmailLogin(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
}
