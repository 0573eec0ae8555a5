import { NAME_SUFFIX } from '../constants/index.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { NameSuggestion } from './types.js'

/**
 * Name suggestions for a wanted name (SPEC §7 `/v1/profile/suggestions/{name}`, zone); none on
 * an unsupported network. Throws on an HTTP failure.
 */
export async function getNameSuggestions(
  api: BlockchainApi,
  parameters: { name: string; caipNetworkId: string; zone?: string },
): Promise<NameSuggestion[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    name: is.string,
    caipNetworkId: is.string,
    zone: is.optional(is.string),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.get<{ suggestions?: NameSuggestion[] }>({
    path: apiPaths.nameSuggestions(parameters.name),
    query: { zone: parameters.zone ?? NAME_SUFFIX.slice(1) },
  })
  return Array.isArray(answer?.suggestions) ? answer.suggestions : []
}
