import type { Foyer } from '../store/createFoyer.js'
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
  return (await import('./suggestNamesRuntime.js')).suggestNames(foyer, parameters)
}
