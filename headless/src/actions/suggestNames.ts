import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type { SuggestNamesParameters, SuggestNamesReturnType } from './suggestNamesRuntime.js'

export type {
  SuggestNamesErrorType,
  SuggestNamesParameters,
  SuggestNamesReturnType,
} from './suggestNamesRuntime.js'

/**
 * Names to offer for a wanted label (SPEC §7 `/v1/profile/suggestions/{name}`, zone); none
 * without a blockchain API. A failed call throws `NameSuggestionsError` ('Error fetching name
 * suggestions').
 * Its code loads on first use.
 */
export async function suggestNames(
  foyer: Foyer,
  parameters: SuggestNamesParameters,
): Promise<SuggestNamesReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { name: is.string, suffix: is.optional(is.string) })
  return (await import('./suggestNamesRuntime.js')).suggestNames(foyer, parameters)
}
