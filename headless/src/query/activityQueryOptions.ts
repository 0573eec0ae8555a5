import { getTransactionHistory } from '../api/getTransactionHistory.js'
import type { TransactionPage } from '../api/types.js'
import type { CaipNetworkId } from '../chains/network.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { FetchTransactionsError, MissingAccountAddressError } from '../errors/transactions.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

/** Parameters of {@link activityQueryOptions}. */
export type ActivityQueryParameters = {
  /** The network whose activity is listed (CAIP-2). */
  caipNetworkId: CaipNetworkId | undefined
  /** The account; the query waits until there is one. */
  address: string | undefined
}

/** The root of every activity key: invalidating it refreshes every account's list. */
export const activityQueryRoot = ['foyer', 'activity'] as const

/** The cache key of an account's activity on a network: every input the fetcher reads is in it. */
export function activityQueryKey(parameters: ActivityQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return [...activityQueryRoot, caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query infinite-query options for an account's activity (SPEC §4 "Transactions
 * fetch", §7 history): one page per cursor, filtered (all-spam transfers and other chains
 * removed). Throws `MissingAccountAddressError` ('Transactions can't be fetched without an
 * accountAddress') when run without an address, and `FetchTransactionsError` ('Failed to fetch
 * transactions') when a page cannot be fetched. Disabled without a blockchain API, an address
 * or a network: with no provider configured nothing is fetched.
 */
export function activityQueryOptions(foyer: Foyer, parameters: ActivityQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  const configured = Boolean(foyer.options.services.blockchainApiUrl)
  return {
    queryKey: activityQueryKey(parameters),
    queryFn: async ({ pageParam }: { pageParam: string | undefined }): Promise<TransactionPage> => {
      if (!address) throw new MissingAccountAddressError()
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId) return { data: [], next: undefined }
      try {
        return await getTransactionHistory(blockchain, {
          account: address,
          caipNetworkId,
          cursor: pageParam,
        })
      } catch (cause) {
        throw new FetchTransactionsError({ cause })
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TransactionPage) => last.next,
    enabled: Boolean(configured && caipNetworkId && address),
    staleTime: PORTFOLIO_CACHE_MS,
    /** Refreshed when the wallet sends a transaction (`watchSentTransactions`). */
    meta: { refreshOnTransaction: true },
  }
}
