import type { Network } from '../chains/network.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type { ClientCache } from './evmRuntime.js'

/** Parameters of {@link EvmAdapter.getBalance}. */
export type EvmGetBalanceParameters = {
  network: Network
  /** A checksummed or lower-case eip155 address. */
  address: string
  /** Where to read, in fallback order. @default the network's own RPC URLs */
  rpcUrls?: readonly string[] | undefined
}

/** Parameters of {@link EvmAdapter.signMessage}. */
export type EvmSignMessageParameters = {
  /** The connected wallet's EIP-1193 provider (`connector.getProvider()`). */
  provider: unknown
  /** The signing account. */
  address: string
  /** The text to sign (EIP-191 `personal_sign`). */
  message: string
}

/** Parameters of {@link EvmAdapter.sendTransaction}. */
export type EvmSendTransactionParameters = {
  /** The connected wallet's EIP-1193 provider (`connector.getProvider()`). */
  provider: unknown
  /** The network the wallet is on; the wallet's chain is checked against it first. */
  network: Network
  /** The sending account. */
  address: string
  to: string
  /** In wei. @default 0n */
  value?: bigint | undefined
  data?: `0x${string}` | undefined
}

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
