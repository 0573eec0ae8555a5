import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  EvmGetBalanceParameters,
  EvmSendTransactionParameters,
  EvmSignMessageParameters,
} from './evmParameters.js'
import type { ClientCache } from './evmRuntime.js'

export type { EvmGetBalanceParameters, EvmSendTransactionParameters, EvmSignMessageParameters }

/**
 * Chain access for the eip155 namespace, on viem. Connecting is the connectors' job; the adapter
 * turns a network (and later a connected connector's provider) into reads and writes.
 */
export type EvmAdapter = {
  readonly namespace: 'eip155'
  /** The native balance of an address on a network, in wei (viem's `fallback` over `rpcUrls`). */
  getBalance(parameters: EvmGetBalanceParameters): Promise<bigint>
  /** Has the wallet sign a message; resolves with the signature. */
  signMessage(parameters: EvmSignMessageParameters): Promise<`0x${string}`>
  /** Has the wallet send a transaction; resolves with its hash once the wallet sent it. */
  sendTransaction(parameters: EvmSendTransactionParameters): Promise<`0x${string}`>
}

/**
 * Creates the EVM adapter. Its viem code loads on first use (a dynamic import), so a host's
 * first paint does not wait for it. Each adapter keeps its own read clients, so two Foyer
 * instances never share them.
 */
export function evmAdapter(): EvmAdapter {
  const clients: ClientCache = new Map()
  const load = lazyOnce(() => import('./evmRuntime.js'))
  return {
    namespace: 'eip155',
    getBalance: async (parameters) => (await load()).readBalance(clients, parameters),
    signMessage: async (parameters) => (await load()).signWithWallet(parameters),
    sendTransaction: async (parameters) => (await load()).sendWithWallet(parameters),
  }
}
