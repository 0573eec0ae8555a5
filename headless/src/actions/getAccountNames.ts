import type { Foyer } from '../store/createFoyer.js'
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
  return (await import('./getAccountNamesRuntime.js')).getAccountNames(foyer, parameters)
}
