import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type { ResolveNameParameters, ResolveNameReturnType } from './resolveNameRuntime.js'

export type {
  ResolveNameErrorType,
  ResolveNameParameters,
  ResolveNameReturnType,
} from './resolveNameRuntime.js'

/**
 * The address a registered name points to (SPEC §7 `/v1/profile/account/{name}`), for the
 * active network's ENS coin type (`(0x80000000 | chainId) >>> 0`), else its first address.
 * Any failure — no blockchain API, the call failing, an unknown name or one without an
 * address — throws `ResolveNameError` ('Error resolving name').
 * Its code loads on first use.
 */
export async function resolveName(
  foyer: Foyer,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { name: is.string, suffix: is.optional(is.string) })
  return (await import('./resolveNameRuntime.js')).resolveName(foyer, parameters)
}
