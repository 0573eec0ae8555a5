import { getAssets } from '../actions/getAssets.js'
import { showToast } from '../actions/showToast.js'
import { getBalances } from '../api/getBalances.js'
import type { TokenBalance } from '../api/types.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import {
  BALANCE_RETRY_THROTTLE_MS,
  PORTFOLIO_CACHE_MS,
  WALLET_ASSETS_TIMEOUT_MS,
} from '../constants/index.js'
import { TokenBalanceUnavailableError } from '../errors/transactions.js'
import { tokenBalancesFromAssets, tokenBalancesFromChain } from '../rules/tokenBalanceSources.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountNetworkAtom, activeAccountAtom, networksAtom } from '../store/atoms.js'
import { findAdapter } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { throttleAfterFailure } from './throttleAfterFailure.js'

export type TokenBalancesQueryParameters = {
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
}

/** The cache key of an address's token balances on a network. */
export function tokenBalancesQueryKey(parameters: TokenBalancesQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return ['foyer', 'tokenBalances', caipNetworkId ?? null, address ?? null] as const
}

/** The connected wallet's own asset list, when it reports asset discovery for this account. */
async function walletAssets(foyer: Foyer, network: Network, address: string) {
  const account = foyer.store.get(activeAccountAtom)
  const active = foyer.store.get(accountNetworkAtom)
  if (account.address !== address || active?.caipNetworkId !== network.caipNetworkId) return
  // A wallet without asset discovery, that fails, or that has not answered in time leaves the
  // other sources.
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WALLET_ASSETS_TIMEOUT_MS)
  })
  const assets = await Promise.race([getAssets(foyer).catch(() => undefined), late])
  clearTimeout(timer)
  return assets && tokenBalancesFromAssets(assets, network.caipNetworkId)
}

async function readTokenBalances(
  foyer: Foyer,
  network: Network,
  address: string,
): Promise<TokenBalance[]> {
  const fromWallet =
    network.chainNamespace === 'eip155' && (await walletAssets(foyer, network, address))
  if (fromWallet) return fromWallet
  const { blockchain } = await foyer.loadApi()
  if (blockchain) return getBalances(blockchain, { address, caipNetworkId: network.caipNetworkId })
  const adapter = findAdapter(foyer, 'eip155')
  if (adapter?.namespace !== 'eip155') return []
  const balances = await adapter.getTokenBalances({
    network,
    address,
    tokens: foyer.options.tokens[network.caipNetworkId] ?? [],
    rpcUrls: foyer.rpcUrls(network),
  })
  return tokenBalancesFromChain(balances, network.caipNetworkId)
}

/**
 * TanStack Query options for an address's token balances on a network, native included
 * (SPEC §3 "Token balance"), from the first source that serves it: the wallet's asset
 * discovery (`wallet_getAssets`, when it reports it), else the blockchain API, else — local-first,
 * with no blockchain API configured, on eip155 — the network's RPC (the native balance plus the
 * host's `tokens` for the network, through Multicall3). Tokens with decimals '0' are dropped.
 * Cached for {@link PORTFOLIO_CACHE_MS}; a failure throws `TokenBalanceUnavailableError`
 * ('Token Balance Unavailable') and is not retried for {@link BALANCE_RETRY_THROTTLE_MS}.
 */
export function tokenBalancesQueryOptions(foyer: Foyer, parameters: TokenBalancesQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  const network = foyer.store.get(networksAtom).find((item) => item.caipNetworkId === caipNetworkId)
  const configured = Boolean(foyer.options.services.blockchainApiUrl)
  const readsChain = network?.chainNamespace === 'eip155' && Boolean(findAdapter(foyer, 'eip155'))
  const queryKey = tokenBalancesQueryKey(parameters)
  return {
    queryKey,
    queryFn: (): Promise<TokenBalance[]> =>
      throttleAfterFailure(foyer, queryKey, BALANCE_RETRY_THROTTLE_MS, async () => {
        if (!network || !address) return []
        try {
          return await readTokenBalances(foyer, network, address)
        } catch (cause) {
          const error =
            cause instanceof TokenBalanceUnavailableError
              ? cause
              : new TokenBalanceUnavailableError({ cause })
          // SPEC §8: the toast, once per failure (the next 30 s rethrow without asking).
          showToast(foyer, {
            id: 'token-balance-unavailable',
            message: error.shortMessage,
            variant: 'error',
          })
          throw error
        }
      }),
    enabled: Boolean(network && address && (configured || readsChain)),
    staleTime: PORTFOLIO_CACHE_MS,
    retry: false,
    /** Refreshed when the wallet sends a transaction (`watchSentTransactions`). */
    meta: { refreshOnTransaction: true },
  }
}
