import { suggestNames } from '../actions/suggestNames.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type NameSuggestionsQueryParameters = {
  caipNetworkId: string | undefined
  /** The wanted label; `undefined` (e.g. not valid yet, SPEC §5) disables the query. */
  name: string | undefined
  /** @default '.reown.id' */
  suffix?: string | undefined
}

/** The cache key of name suggestions. */
export function nameSuggestionsQueryKey(parameters: NameSuggestionsQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    name: is.optional(is.string),
    suffix: is.optional(is.string),
  })
  const { caipNetworkId, name, suffix } = parameters
  return ['foyer', 'nameSuggestions', caipNetworkId ?? null, name ?? null, suffix ?? null] as const
}

/**
 * TanStack Query options for name suggestions (`suggestNames`, SPEC §3 "Name suggestions": the
 * list, and the query's loading flag). The error is
 * `NameSuggestionsError`.
 */
export function nameSuggestionsQueryOptions(
  foyer: Foyer,
  parameters: NameSuggestionsQueryParameters,
) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    name: is.optional(is.string),
    suffix: is.optional(is.string),
  })
  const { name, suffix } = parameters
  return {
    queryKey: nameSuggestionsQueryKey(parameters),
    queryFn: () => suggestNames(foyer, { name: name ?? '', suffix }),
    enabled: Boolean(parameters.caipNetworkId && name),
    retry: false,
  }
}
