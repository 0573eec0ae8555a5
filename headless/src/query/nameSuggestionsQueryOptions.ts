import { suggestNames } from '../actions/suggestNames.js'
import type { Foyer } from '../store/createFoyer.js'
import { isValidName } from '../validation/name.js'

export type NameSuggestionsQueryParameters = {
  caipNetworkId: string | undefined
  /** The wanted label; the query waits for a valid one (SPEC §5). */
  name: string | undefined
  /** @default '.reown.id' */
  suffix?: string | undefined
}

/** The cache key of name suggestions. */
export function nameSuggestionsQueryKey(parameters: NameSuggestionsQueryParameters) {
  const { caipNetworkId, name, suffix } = parameters
  return ['foyer', 'nameSuggestions', caipNetworkId ?? null, name ?? null, suffix ?? null] as const
}

/**
 * TanStack Query options for name suggestions (`suggestNames`, SPEC §3 "Name suggestions": the
 * list, and the query's loading flag). Enabled for a valid label only. The error is
 * `NameSuggestionsError`.
 */
export function nameSuggestionsQueryOptions(
  foyer: Foyer,
  parameters: NameSuggestionsQueryParameters,
) {
  const { name, suffix } = parameters
  return {
    queryKey: nameSuggestionsQueryKey(parameters),
    queryFn: () => suggestNames(foyer, { name: name ?? '', suffix }),
    enabled: Boolean(parameters.caipNetworkId && isValidName(name)),
    retry: false,
  }
}
