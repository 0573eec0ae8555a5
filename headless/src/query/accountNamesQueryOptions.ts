import { getAccountNames } from '../actions/getAccountNames.js'
import { ENS_CACHE_MS } from '../constants/index.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type AccountNamesQueryParameters = {
  caipNetworkId: string | undefined
  address: string | undefined
}

/** The cache key of an address's names. */
export function accountNamesQueryKey(parameters: AccountNamesQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return ['foyer', 'accountNames', caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query options for the names registered to an address (`getAccountNames`, reverse
 * lookup), cached for 5 min (SPEC §9). The error is `NamesForAddressError`.
 */
export function accountNamesQueryOptions(foyer: Foyer, parameters: AccountNamesQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  return {
    queryKey: accountNamesQueryKey(parameters),
    queryFn: () => getAccountNames(foyer, { address: parameters.address }),
    enabled: Boolean(parameters.caipNetworkId && parameters.address),
    staleTime: ENS_CACHE_MS,
  }
}
