import { getNfts } from '../api/getNfts.js'
import type { Nft } from '../api/types.js'
import type { CaipNetworkId } from '../chains/network.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { NftsUnavailableError } from '../errors/transactions.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type NftsQueryParameters = {
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
}

/** The cache key of an account's NFTs on a network: every input the fetcher reads is in it. */
export function nftsQueryKey(parameters: NftsQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return ['foyer', 'nfts', caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query options for the NFTs an account holds on a network (image, name, collection),
 * from the blockchain API, cached for {@link PORTFOLIO_CACHE_MS}. Disabled without a blockchain
 * API, an address or a network; refreshed after a sent transaction. Any failure throws
 * {@link NftsUnavailableError} ('NFTs unavailable'), the API's error as its cause.
 */
export function nftsQueryOptions(foyer: Foyer, parameters: NftsQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return {
    queryKey: nftsQueryKey(parameters),
    queryFn: async (): Promise<Nft[]> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId || !address) return []
      try {
        return await getNfts(blockchain, { address, caipNetworkId })
      } catch (cause) {
        throw new NftsUnavailableError({ cause })
      }
    },
    enabled: Boolean(foyer.options.services.blockchainApiUrl && caipNetworkId && address),
    staleTime: PORTFOLIO_CACHE_MS,
    /** Refreshed when the wallet sends a transaction (`watchSentTransactions`). */
    meta: { refreshOnTransaction: true },
  }
}
