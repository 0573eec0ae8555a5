import { type Address, type Client, createClient, custom, fallback, getAddress, http } from 'viem'
// Single actions on a bare client, not createPublicClient/createWalletClient, so a host's bundle
// carries only the actions Foyer calls (viem's tree-shaking guidance).
import { getAddresses, getBalance, getChainId, requestAddresses } from 'viem/actions'
import type { Network } from '../chains/network.js'
import type { Eip1193Provider } from '../connectors/connector.js'
import { toWalletError } from '../errors/rpc.js'

import type { EvmConnection } from './evm.js'

/** Per-adapter cache of read clients, one per network and list of RPC URLs. */
export type ClientCache = Map<string, Client>

function publicClient(cache: ClientCache, network: Network, urls: readonly string[]): Client {
  const key = `${network.caipNetworkId} ${urls.join(' ')}`
  let client = cache.get(key)
  if (!client) {
    // viem's fallback carries the spec's transport numbers (SPEC-NOTES: library defaults).
    client = createClient({ chain: network, transport: fallback(urls.map((url) => http(url))) })
    cache.set(key, client)
  }
  return client
}

/** Reads the wallet's first account and chain; prompts the visitor when `prompt` is set. */
export async function readConnection(
  provider: Eip1193Provider,
  prompt: boolean,
): Promise<EvmConnection | null> {
  const wallet = createClient({ transport: custom(provider) })
  try {
    const addresses = prompt ? await requestAddresses(wallet) : await getAddresses(wallet)
    const first = addresses[0]
    if (!first) return null
    return { address: getAddress(first), chainId: await getChainId(wallet) }
  } catch (error) {
    throw toWalletError(error)
  }
}

/** The native balance of an address on a network, read from the network's RPC. */
export function readBalance(
  cache: ClientCache,
  parameters: { network: Network; address: Address; rpcUrls?: readonly string[] | undefined },
): Promise<bigint> {
  const { network, address } = parameters
  const urls = parameters.rpcUrls?.length ? parameters.rpcUrls : network.rpcUrls.default.http
  return getBalance(publicClient(cache, network, urls), { address })
}
