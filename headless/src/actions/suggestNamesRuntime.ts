import { getNameSuggestions } from '../api/getNameSuggestions.js'
import type { NameSuggestion } from '../api/types.js'
import { NAME_SUFFIX } from '../constants/index.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import { NameSuggestionsError } from '../errors/names.js'
import { accountNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type SuggestNamesParameters = {
  /** The wanted label. */
  name: string
  /** The names' suffix; its zone is asked for. @default '.reown.id' (`NAME_SUFFIX`) */
  suffix?: string | undefined
}

/** Suggested names, each marked `registered` when taken. */
export type SuggestNamesReturnType = NameSuggestion[]

export type SuggestNamesErrorType = NoActiveCaipNetworkError | NameSuggestionsError

/** The implementation of `suggestNames` (loaded on first use). */
export async function suggestNames(
  foyer: Foyer,
  parameters: SuggestNamesParameters,
): Promise<SuggestNamesReturnType> {
  const network = foyer.store.get(accountNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  const { blockchain } = await foyer.loadApi()
  if (!blockchain) return []
  try {
    return await getNameSuggestions(blockchain, {
      name: parameters.name,
      caipNetworkId: network.caipNetworkId,
      zone: (parameters.suffix ?? NAME_SUFFIX).replace(/^\./, ''),
    })
  } catch (cause) {
    throw new NameSuggestionsError({ cause, metaMessages: [`Name: ${parameters.name}`] })
  }
}
