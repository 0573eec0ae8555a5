import { getSwapTokens } from '../api/getSwapTokens.js'
import { getTokenPrices } from '../api/getTokenPrices.js'
import type { FungiblePrice, SwapToken } from '../api/types.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { isSwapNetwork } from '../rules/swapForm.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SwapTokensQueryParameters = { caipNetworkId: string | undefined }

/** What the swap pickers start from on a network. */
export type SwapTokensQueryData = {
  /** Whether swaps are offered there (the blockchain API serves it and it is a swap network). */
  isSupported: boolean
  /** The swappable tokens, in the API's order; none where swaps are not offered. */
  tokens: SwapToken[]
  /** Their USD prices (`/v1/fungible/price`), for the tokens the account does not hold. */
  prices: FungiblePrice[]
}

/** The cache key of a network's swap tokens: every input the fetcher reads is in it. */
export function swapTokensQueryKey(parameters: SwapTokensQueryParameters) {
  assertParameters(parameters, { caipNetworkId: is.optional(is.string) })
  return ['foyer', 'swapTokens', parameters.caipNetworkId ?? null] as const
}

/**
 * TanStack Query options for the swap tokens of a network (issue #21): whether swaps are
 * offered there, the tokens (`/v1/convert/tokens`) and their prices. Disabled without a network
 * or a blockchain API; cached like the portfolio.
 */
export function swapTokensQueryOptions(foyer: Foyer, parameters: SwapTokensQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, { caipNetworkId: is.optional(is.string) })
  const { caipNetworkId } = parameters
  return {
    queryKey: swapTokensQueryKey(parameters),
    queryFn: async (): Promise<SwapTokensQueryData> => {
      const { blockchain } = await foyer.loadApi()
      const chains = await blockchain?.gate.load().catch(() => undefined)
      if (!blockchain || !caipNetworkId || !isSwapNetwork(caipNetworkId, chains))
        return { isSupported: false, tokens: [], prices: [] }
      const tokens = await getSwapTokens(blockchain, { caipNetworkId })
      const prices = await getTokenPrices(blockchain, {
        caipNetworkId,
        addresses: tokens.map((token) => token.address),
      }).catch(() => [])
      return { isSupported: true, tokens, prices }
    },
    enabled: Boolean(caipNetworkId && foyer.options.services.blockchainApiUrl),
    staleTime: PORTFOLIO_CACHE_MS,
  }
}
