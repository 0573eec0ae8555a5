import { TokenBalanceUnavailableError } from '../errors/transactions.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
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
 * Tokens with decimals '0' are dropped (SPEC §5). On a network the blockchain API does not serve:
 * none. A failure — of the balance call or of the supported-chains list — throws
 * {@link TokenBalanceUnavailableError} ('Token Balance Unavailable'), never an empty list.
 */
export async function getBalances(
  api: BlockchainApi,
  parameters: GetBalancesParameters,
): Promise<TokenBalance[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    address: is.string,
    caipNetworkId: is.string,
    forceUpdate: is.optional(is.boolean),
  })
  const unavailable = (cause: unknown) => {
    throw new TokenBalanceUnavailableError({ cause })
  }
  const chains = await api.gate.load().catch(unavailable)
  if (!chains.http.includes(parameters.caipNetworkId)) return []
  const answer = await api.http
    .get<{ balances?: TokenBalance[] }>({
      path: apiPaths.balance(parameters.address),
      query: {
        currency: 'usd',
        chainId: parameters.caipNetworkId,
        forceUpdate: parameters.forceUpdate,
      },
    })
    .catch(unavailable)
  const balances = Array.isArray(answer?.balances) ? answer.balances : []
  return balances.filter((balance) => balance.quantity?.decimals !== '0')
}
