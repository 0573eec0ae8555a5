import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type { SubmitSendFormParameters, SubmitSendFormReturnType } from './submitSendFormRuntime.js'

export type {
  SubmitSendFormErrorType,
  SubmitSendFormParameters,
  SubmitSendFormReturnType,
} from './submitSendFormRuntime.js'

/**
 * Sends what the send form holds (SPEC §4 "Send token"): the form is validated (SPEC §5, the
 * form stays `idle` with the error), then `loading` while a receiver name is resolved through
 * the names API, `initiated` while the wallet is asked (`sendToken`), and `success` once it
 * sent. Any failure — the visitor declining (`UserRejectedRequestError`), an RPC or node error —
 * returns the form to `idle` with the typed error and everything typed kept. Throws the same
 * error.
 * Its code loads on first use.
 */
export async function submitSendForm(
  foyer: Foyer,
  parameters: SubmitSendFormParameters = {},
): Promise<SubmitSendFormReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { nameSuffix: is.optional(is.string) }, { optional: true })
  return (await import('./submitSendFormRuntime.js')).submitSendForm(foyer, parameters)
}
