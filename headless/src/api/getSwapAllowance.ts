import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'

/** Parameters of {@link getSwapAllowance}. */
export type GetSwapAllowanceParameters = {
  caipNetworkId: string
  /** CAIP-10 address of the token. */
  tokenAddress: string
  userAddress: string
}

/**
 * How much of a token the swap router may spend (SPEC §7 `/v1/convert/allowance`). On an
 * unsupported network: '0' (SPEC-NOTES). Throws on an HTTP failure.
 */
export async function getSwapAllowance(
  api: BlockchainApi,
  parameters: GetSwapAllowanceParameters,
): Promise<string> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    tokenAddress: is.string,
    userAddress: is.string,
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return '0'
  const answer = await api.http.get<{ allowance?: string }>({
    path: apiPaths.swapAllowance,
    query: { tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress },
  })
  return answer?.allowance ?? '0'
}
