import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { nameSuggestionsQueryOptions } from '../query/nameSuggestionsQueryOptions.js'
import { accountNetworkAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { isValidName, nameLabel } from '../validation/name.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { useFoyer } from './foyerContext.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseNameSuggestionsParameters = {
  /** The label typed. */
  name: string | undefined
  /** @default '.reown.id' */
  suffix?: string | undefined
  /** @default 500 (SPEC §9's debounce) */
  debounceMs?: number | undefined
}

/**
 * Name suggestions for the label typed (SPEC §3 "Name suggestions": the list and its loading
 * flag), asked once the label is valid and has stayed unchanged for `debounceMs`. `error` is a
 * `NameSuggestionsError`.
 */
export function useNameSuggestions(parameters: UseNameSuggestionsParameters) {
  assertParameters(parameters, {
    name: is.optional(is.string),
    suffix: is.optional(is.string),
    debounceMs: is.optional(is.nonNegativeNumber),
  })
  const foyer = useFoyer()
  const network = useFoyerValue(accountNetworkAtom)
  const name = useDebouncedValue(parameters.name, parameters.debounceMs ?? 500)
  const query = useQuery(
    nameSuggestionsQueryOptions(foyer, {
      caipNetworkId: network?.caipNetworkId,
      // Only a label that can be registered is worth suggestions for (SPEC §5).
      name: isValidName(name) ? name : undefined,
      suffix: parameters.suffix,
    }),
    getQueryClient(foyer),
  )
  const suggestions = useMemo(
    () =>
      (query.data ?? []).map((suggestion) => ({
        ...suggestion,
        label: nameLabel(suggestion.name),
      })),
    [query.data],
  )
  return {
    /** Each suggested name, whether it is taken, and its `label` (the name without suffix). */
    suggestions,
    isLoading: query.fetchStatus === 'fetching',
    error: query.error,
  }
}

export type UseNameSuggestionsReturnType = ReturnType<typeof useNameSuggestions>
