import type { Address } from 'viem'
import type { Network } from '../chains/network.js'
import type { Eip1193Provider } from '../connectors/connector.js'
import { toWalletError } from '../errors/rpc.js'
import type { ClientCache } from './evmRuntime.js'

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
  /**
   * The native balance of an address on a network, in wei, read through `rpcUrls` in order
   * (viem's `fallback`): by default the network's own RPC URLs.
   */
  getBalance(parameters: {
    network: Network
    address: Address
    rpcUrls?: readonly string[] | undefined
  }): Promise<bigint>
}

/**
 * Creates the EVM adapter. Its viem code loads on first use (a dynamic import), so a host's
 * first paint does not wait for it. Each adapter keeps its own read clients, so two Foyer
 * instances never share them.
 */
export function evmAdapter(): EvmAdapter {
  const clients: ClientCache = new Map()
  let runtime: Promise<typeof import('./evmRuntime.js')> | undefined
  // A failed load (offline, a redeployed app) is not kept: the next call, e.g. "Try again",
  // fetches again.
  const load = () => {
    runtime ??= import('./evmRuntime.js').catch((error: unknown) => {
      runtime = undefined
      throw error
    })
    return runtime
  }
  return {
    namespace: 'eip155',
    async connect(provider) {
      const connection = await (await load()).readConnection(provider, true)
      if (!connection) throw toWalletError({ code: 4100 })
      return connection
    },
    sync: async (provider) => (await load()).readConnection(provider, false),
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
    getBalance: async (parameters) => (await load()).readBalance(clients, parameters),
  }
}
