import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  fallback,
  getAddress,
  http,
  type PublicClient,
} from 'viem'
import type { Network } from '../chains/network.js'
import type { Eip1193Provider } from '../connectors/connector.js'
import { toWalletError } from '../errors/rpc.js'

/** What a connected EVM wallet reports. */
export type EvmConnection = { address: Address; chainId: number }

/** Chain access for the eip155 namespace, on viem. */
export type EvmAdapter = {
  readonly namespace: 'eip155'
  /** Asks the wallet for its accounts (prompting the visitor) and reads its chain id. */
  connect(provider: Eip1193Provider): Promise<EvmConnection>
  /** Reads an already-authorised connection without prompting; `null` when there is none. */
  sync(provider: Eip1193Provider): Promise<EvmConnection | null>
  /** Revokes the wallet's permission where the wallet supports it (EIP-2255). */
  disconnect(provider: Eip1193Provider): Promise<void>
  /** The native balance of an address on a network, in wei, read from the network's RPC. */
  getBalance(parameters: { network: Network; address: Address }): Promise<bigint>
}

/**
 * Creates the EVM adapter. Each adapter keeps its own public clients (one per network), so two
 * Foyer instances never share them.
 */
export function evmAdapter(): EvmAdapter {
  const publicClients = new Map<string, PublicClient>()

  function publicClient(network: Network): PublicClient {
    let client = publicClients.get(network.caipNetworkId)
    if (!client) {
      const urls = network.rpcUrls.default.http
      // viem's fallback carries the spec's transport numbers (SPEC-NOTES: library defaults).
      client = createPublicClient({
        chain: network,
        transport: fallback(urls.map((url) => http(url))),
      }) as PublicClient
      publicClients.set(network.caipNetworkId, client)
    }
    return client
  }

  async function read(provider: Eip1193Provider, prompt: boolean): Promise<EvmConnection | null> {
    const wallet = createWalletClient({ transport: custom(provider) })
    try {
      const addresses = prompt ? await wallet.requestAddresses() : await wallet.getAddresses()
      const first = addresses[0]
      if (!first) return null
      return { address: getAddress(first), chainId: await wallet.getChainId() }
    } catch (error) {
      throw toWalletError(error)
    }
  }

  return {
    namespace: 'eip155',
    async connect(provider) {
      const connection = await read(provider, true)
      if (!connection) throw toWalletError({ code: 4100 })
      return connection
    },
    sync: (provider) => read(provider, false),
    async disconnect(provider) {
      try {
        await provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
      } catch {
        // Many wallets do not support revoking; forgetting the connection locally is enough.
      }
    },
    getBalance: ({ network, address }) => publicClient(network).getBalance({ address }),
  }
}
