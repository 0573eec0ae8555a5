import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { TokenBalance } from './types.js'

/** Parameters of {@link getBalances}. */
export type GetBalancesParameters = {
  address: string
  caipNetworkId: string
  /** Skip the API's cache. */
  forceUpdate?: boolean | undefined
}

/**
 * The token balances of an address (SPEC §7 `/v1/account/{address}/balance`, currency usd).
 * Tokens with decimals '0' are dropped (SPEC §5). On an unsupported network: none. Throws on an
 * HTTP failure.
 */
export async function getBalances(
  api: BlockchainApi,
  parameters: GetBalancesParameters,
): Promise<TokenBalance[]> {
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.get<{ balances?: TokenBalance[] }>({
    path: apiPaths.balance(parameters.address),
    query: {
      currency: 'usd',
      chainId: parameters.caipNetworkId,
      forceUpdate: parameters.forceUpdate,
    },
  })
  const balances = Array.isArray(answer?.balances) ? answer.balances : []
  return balances.filter((balance) => balance.quantity?.decimals !== '0')
}
