import { getBalances } from '../api/getBalances.js'
import type { TokenBalance } from '../api/types.js'
import type { CaipNetworkId } from '../chains/network.js'
import { PORTFOLIO_CACHE_MS } from '../constants.js'
import type { Foyer } from '../store/createFoyer.js'

export type TokenBalancesQueryParameters = {
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
}

/** The cache key of an address's token balances on a network. */
export function tokenBalancesQueryKey({ caipNetworkId, address }: TokenBalancesQueryParameters) {
  return ['foyer', 'tokenBalances', caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query options for an address's token balances (native included) from the blockchain
 * API, cached for {@link PORTFOLIO_CACHE_MS}. Disabled without a blockchain API, an address or a
 * network: with no provider configured nothing is fetched.
 */
export function tokenBalancesQueryOptions(foyer: Foyer, parameters: TokenBalancesQueryParameters) {
  const { caipNetworkId, address } = parameters
  const configured = Boolean(foyer.options.services.blockchainApiUrl)
  return {
    queryKey: tokenBalancesQueryKey(parameters),
    queryFn: async (): Promise<TokenBalance[]> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId || !address) return []
      return getBalances(blockchain, { address, caipNetworkId })
    },
    enabled: Boolean(configured && caipNetworkId && address),
    staleTime: PORTFOLIO_CACHE_MS,
  }
}
