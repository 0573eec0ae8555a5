import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { SwapToken } from './types.js'

/**
 * The tokens that can be swapped on a network (SPEC §7 `/v1/convert/tokens`). On an
 * unsupported network: none. Throws on an HTTP failure.
 */
export async function getSwapTokens(
  api: BlockchainApi,
  parameters: { caipNetworkId: string },
): Promise<SwapToken[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, { caipNetworkId: is.string })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.get<{ tokens?: SwapToken[] }>({
    path: apiPaths.swapTokens,
    query: { chainId: parameters.caipNetworkId },
  })
  return Array.isArray(answer?.tokens) ? answer.tokens : []
}
