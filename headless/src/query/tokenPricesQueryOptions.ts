import { getTokenPrices } from '../api/getTokenPrices.js'
import type { FungiblePrice } from '../api/types.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type TokenPricesQueryParameters = {
  caipNetworkId: string | undefined
  /** CAIP-10 token addresses (`tokenPriceAddresses` gives them sorted, the native coin included). */
  addresses: readonly string[]
}

const rules = { caipNetworkId: is.optional(is.string), addresses: is.array }

/** The cache key of token prices on a network: every input the fetcher reads is in it. */
export function tokenPricesQueryKey(parameters: TokenPricesQueryParameters) {
  assertParameters(parameters, rules)
  return [
    'foyer',
    'tokenPrices',
    parameters.caipNetworkId ?? null,
    [...parameters.addresses],
  ] as const
}

/**
 * TanStack Query options for the USD prices of tokens on a network (SPEC §7 POST
 * `/v1/fungible/price`), for the balances whose source gave none (a wallet's own asset list).
 * Disabled without a network, addresses or a blockchain API; cached like the portfolio
 * ({@link PORTFOLIO_CACHE_MS}); not retried (the tokens still show, without USD values).
 */
export function tokenPricesQueryOptions(foyer: Foyer, parameters: TokenPricesQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, rules)
  const { caipNetworkId, addresses } = parameters
  return {
    queryKey: tokenPricesQueryKey(parameters),
    queryFn: async (): Promise<FungiblePrice[]> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId || addresses.length === 0) return []
      return getTokenPrices(blockchain, { caipNetworkId, addresses })
    },
    enabled: Boolean(
      caipNetworkId && addresses.length > 0 && foyer.options.services.blockchainApiUrl,
    ),
    staleTime: PORTFOLIO_CACHE_MS,
    retry: false,
  }
}
