import { resolveName } from '../actions/resolveName.js'
import { ENS_CACHE_MS } from '../constants/index.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type NameQueryParameters = {
  caipNetworkId: string | undefined
  /** A name to resolve; `undefined` (an address, or nothing typed) disables the query. */
  name: string | undefined
  /** @default '.reown.id' */
  suffix?: string | undefined
}

/** The cache key of a resolved name. */
export function nameQueryKey(parameters: NameQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    name: is.optional(is.string),
    suffix: is.optional(is.string),
  })
  const { caipNetworkId, name, suffix } = parameters
  return ['foyer', 'name', caipNetworkId ?? null, name ?? null, suffix ?? null] as const
}

/**
 * TanStack Query options resolving a name to an address on the active network
 * (`resolveName`), cached like ENS answers (SPEC §9: 5 min). The error is `ResolveNameError`.
 */
export function nameQueryOptions(foyer: Foyer, parameters: NameQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    name: is.optional(is.string),
    suffix: is.optional(is.string),
  })
  const { name, suffix } = parameters
  return {
    queryKey: nameQueryKey(parameters),
    queryFn: () => resolveName(foyer, { name: name ?? '', suffix }),
    enabled: Boolean(parameters.caipNetworkId && name),
    staleTime: ENS_CACHE_MS,
    retry: false,
  }
}
