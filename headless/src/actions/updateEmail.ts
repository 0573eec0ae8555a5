import type { FoyerError } from '../errors/FoyerError.js'
import type { InvalidEmailError } from '../errors/validation.js'
import { type EmailUpdateEvent, emailUpdateTransition } from '../machines/emailUpdate.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { emailUpdateAtom } from '../store/embeddedWalletAtoms.js'
import { assertEmail } from '../validation/email.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { embeddedWalletOf } from './connectEmail.js'
import { navigate } from './navigate.js'

export type UpdateEmailParameters = {
  /** The new email. */
  email: string
}

export type UpdateEmailReturnType = undefined

export type UpdateEmailErrorType = InvalidEmailError | FoyerError

/** Sends an event through the email change machine. */
export function sendEmailUpdate(foyer: Foyer, event: EmailUpdateEvent): void {
  foyer.store.set(emailUpdateAtom, (state) => emailUpdateTransition(state, event))
}

/**
 * Starts changing the embedded account's email (SPEC §4): the new email is checked, and a
 * one-time code goes to the current (primary) email; `emailUpdateAtom` then waits for it, and
 * the modal shows UpdateEmailPrimaryOtp.
 */
export async function updateEmail(
  foyer: Foyer,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { email: is.string })
  const email = assertEmail(parameters.email)
  const connector = embeddedWalletOf(foyer)
  sendEmailUpdate(foyer, { type: 'reset' })
  sendEmailUpdate(foyer, { type: 'submitNewEmail', newEmail: email })
  try {
    await connector.request('UPDATE_EMAIL', { email })
  } catch (error) {
    sendEmailUpdate(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
  sendEmailUpdate(foyer, { type: 'requestAccepted' })
  navigate(foyer, { type: 'push', route: { view: 'UpdateEmailPrimaryOtp' } })
  return undefined
}
