import { GasPriceNetworkNotSupportedError } from '../errors/chain.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { GasPrices } from './types.js'

/**
 * Gas prices of a network (SPEC §7 `/v1/convert/gas-price`). Throws
 * {@link GasPriceNetworkNotSupportedError} on an unsupported network, the HTTP error on failure.
 */
export async function getGasPrice(
  api: BlockchainApi,
  parameters: { caipNetworkId: string },
): Promise<GasPrices> {
  assertBlockchainApi(api)
  assertParameters(parameters, { caipNetworkId: is.string })
  if (!(await api.gate.isSupported(parameters.caipNetworkId)))
    throw new GasPriceNetworkNotSupportedError()
  return api.http.get<GasPrices>({
    path: apiPaths.gasPrice,
    query: { chainId: parameters.caipNetworkId },
  })
}
