import { SwapNetworkNotSupportedError } from '../errors/chain.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { SwapQuote } from './types.js'

/** Parameters of {@link getSwapQuotes}. */
export type GetSwapQuotesParameters = {
  caipNetworkId: string
  /** Amount of `from`, in its smallest unit. */
  amount: string
  userAddress: string
  /** CAIP-10 address of the token sold. */
  from: string
  /** CAIP-10 address of the token bought. */
  to: string
  gasPrice: string
}

/**
 * Swap quotes (SPEC §7 `/v1/convert/quotes`). Throws {@link SwapNetworkNotSupportedError} on
 * an unsupported network, and the HTTP error on failure.
 */
export async function getSwapQuotes(
  api: BlockchainApi,
  parameters: GetSwapQuotesParameters,
): Promise<SwapQuote[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    amount: is.string,
    userAddress: is.string,
    from: is.string,
    to: is.string,
    gasPrice: is.string,
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId)))
    throw new SwapNetworkNotSupportedError()
  const { caipNetworkId: _, ...query } = parameters
  const answer = await api.http.get<{ quotes?: SwapQuote[] }>({ path: apiPaths.swapQuotes, query })
  return Array.isArray(answer?.quotes) ? answer.quotes : []
}
