import {
  type Address,
  type Client,
  createClient,
  custom,
  type EIP1193Provider,
  fallback,
  http,
} from 'viem'
// Single actions on a bare client, not createPublicClient, so a host's bundle carries only the
// actions Foyer calls (viem's tree-shaking guidance).
import { getBalance, sendTransaction, signMessage, waitForTransactionReceipt } from 'viem/actions'
import type { Network } from '../chains/network.js'
import type {
  EvmGetBalanceParameters,
  EvmSendTransactionParameters,
  EvmSignMessageParameters,
  EvmTransactionReceipt,
  EvmWaitForReceiptParameters,
} from './evmParameters.js'

/** Per-adapter cache of read clients, one per network and list of RPC URLs. */
export type ClientCache = Map<string, Client>

/** The adapter's read client for a network and its RPC URLs, made once. */
export function publicClient(
  cache: ClientCache,
  network: Network,
  urls: readonly string[],
): Client {
  const key = `${network.caipNetworkId} ${urls.join(' ')}`
  let client = cache.get(key)
  if (!client) {
    // viem's fallback carries the spec's transport numbers (SPEC-NOTES: library defaults).
    client = createClient({ chain: network, transport: fallback(urls.map((url) => http(url))) })
    cache.set(key, client)
  }
  return client
}

/** The native balance of an address on a network, read from the network's RPC. */
export function readBalance(
  cache: ClientCache,
  parameters: EvmGetBalanceParameters,
): Promise<bigint> {
  const { network } = parameters
  const urls = parameters.rpcUrls?.length ? parameters.rpcUrls : network.rpcUrls.default.http
  return getBalance(publicClient(cache, network, urls), { address: parameters.address as Address })
}

/**
 * Waits until a transaction is mined and returns its outcome, polling the network's RPC every
 * second (SPEC §9 time constant).
 */
export async function waitForReceipt(
  cache: ClientCache,
  parameters: EvmWaitForReceiptParameters,
): Promise<EvmTransactionReceipt> {
  const { network } = parameters
  const urls = parameters.rpcUrls?.length ? parameters.rpcUrls : network.rpcUrls.default.http
  const receipt = await waitForTransactionReceipt(publicClient(cache, network, urls), {
    hash: parameters.hash,
    pollingInterval: 1_000,
  })
  return {
    status: receipt.status,
    blockNumber: receipt.blockNumber,
    transactionHash: receipt.transactionHash,
  }
}

/** A client that asks the connected wallet, for one account. */
function walletClient(provider: unknown, address: string, network?: Network) {
  return createClient({
    account: address as Address,
    chain: network,
    transport: custom(provider as EIP1193Provider),
  })
}

/** Signs a message with the connected wallet (`personal_sign`). */
export function signWithWallet(parameters: EvmSignMessageParameters): Promise<`0x${string}`> {
  const { provider, address, message } = parameters
  return signMessage(walletClient(provider, address), { message })
}

/** Sends a transaction with the connected wallet (`eth_sendTransaction`). */
export function sendWithWallet(parameters: EvmSendTransactionParameters): Promise<`0x${string}`> {
  const { provider, address, network, to, value, data } = parameters
  const client = walletClient(provider, address, network)
  return sendTransaction(client, {
    account: client.account,
    chain: network,
    to: to as Address,
    value,
    data,
  })
}
