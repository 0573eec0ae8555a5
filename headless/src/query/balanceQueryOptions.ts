import type { Network } from '../chains/network.js'
import { NATIVE_BALANCE_CACHE_MS } from '../constants/index.js'
import {
  AdapterNotFoundError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
} from '../errors/chain.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { findAdapter } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type BalanceQueryParameters = { network: Network | null; address: string | undefined }

/** The cache key of a native balance: every input the fetcher reads is in it. */
export function balanceQueryKey(parameters: BalanceQueryParameters) {
  assertParameters(parameters, {
    network: is.optional(is.anyOf(is.oneOf([null]), is.chain)),
    address: is.optional(is.string),
  })
  const { network, address } = parameters
  return ['foyer', 'balance', network?.caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query options for the native balance of an address on a network, read through the
 * namespace's adapter. Cached for {@link NATIVE_BALANCE_CACHE_MS}; disabled until both are known.
 */
export function balanceQueryOptions(foyer: Foyer, parameters: BalanceQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    network: is.optional(is.anyOf(is.oneOf([null]), is.chain)),
    address: is.optional(is.string),
  })
  const { network, address } = parameters
  const adapter = network ? findAdapter(foyer, network.chainNamespace) : undefined
  return {
    queryKey: balanceQueryKey(parameters),
    queryFn: async () => {
      // Only reached when a host calls the query while it is disabled.
      if (!network) throw new NoActiveCaipNetworkError()
      if (!address) throw new NoActiveCaipAddressError()
      if (!adapter) throw new AdapterNotFoundError()
      return adapter.getBalance({ network, address, rpcUrls: foyer.rpcUrls(network) })
    },
    enabled: Boolean(network && address && adapter),
    staleTime: NATIVE_BALANCE_CACHE_MS,
    /** Refreshed when the wallet sends a transaction (`watchSentTransactions`). */
    meta: { refreshOnTransaction: true },
  }
}
