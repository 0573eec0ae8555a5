import { SiwxNotEnabledError } from '../errors/auth.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { resolveSiwx } from '../store/resolveSiwx.js'
import { isSiwxRequiredBy } from '../store/siwxAtoms.js'
import { dispatchSiwx } from './siwxFlow.js'

export type SiwxCancelReturnType = undefined

export type SiwxCancelErrorType = SiwxNotEnabledError

/**
 * The visitor declines to sign in (SPEC §4): disconnected when the host requires sign-in, else
 * the modal closes; then the modal's history resets to Connect. Throws `SiwxNotEnabledError`
 * ('SIWX is not enabled') without a `siwx` or `siweConfig` option.
 */
export function siwxCancel(foyer: Foyer): SiwxCancelReturnType {
  assertFoyer(foyer)
  if (!resolveSiwx(foyer)) throw new SiwxNotEnabledError()
  dispatchSiwx(foyer, { type: 'cancel', required: isSiwxRequiredBy(foyer.options) })
  return undefined
}
