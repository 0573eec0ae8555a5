import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type {
  GetAccountNamesParameters,
  GetAccountNamesReturnType,
} from './getAccountNamesRuntime.js'

export type {
  GetAccountNamesErrorType,
  GetAccountNamesParameters,
  GetAccountNamesReturnType,
} from './getAccountNamesRuntime.js'

/**
 * The names registered to an address (reverse lookup, SPEC §7 `/v1/profile/reverse/{address}`)
 * on the active network. A failed call throws `NamesForAddressError` ('Error fetching names for
 * address').
 * Its code loads on first use.
 */
export async function getAccountNames(
  foyer: Foyer,
  parameters: GetAccountNamesParameters = {},
): Promise<GetAccountNamesReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { address: is.optional(is.string) }, { optional: true })
  return (await import('./getAccountNamesRuntime.js')).getAccountNames(foyer, parameters)
}
