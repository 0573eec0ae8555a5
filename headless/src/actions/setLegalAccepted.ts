import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { legalAcceptedAtom } from '../store/legalAtoms.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SetLegalAcceptedParameters = {
  /** Whether the visitor agrees to the host's terms and privacy policy. */
  accepted: boolean
}
export type SetLegalAcceptedReturnType = undefined
export type SetLegalAcceptedErrorType = never

/**
 * Checks or unchecks the Connect view's legal checkbox (`features.legalCheckbox`): while it is
 * unchecked, wallets, email and social sign-in stay disabled (SPEC §2).
 */
export function setLegalAccepted(
  foyer: Foyer,
  parameters: SetLegalAcceptedParameters,
): SetLegalAcceptedReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { accepted: is.boolean })
  foyer.store.set(legalAcceptedAtom, parameters.accepted)
  return undefined
}
