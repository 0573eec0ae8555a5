import type { Network } from '../chains/network.js'

/** Parameters of `EvmAdapter.getBalance`. */
export type EvmGetBalanceParameters = {
  network: Network
  /** A checksummed or lower-case eip155 address. */
  address: string
  /** Where to read, in fallback order. @default the network's own RPC URLs */
  rpcUrls?: readonly string[] | undefined
}

/** Parameters of `EvmAdapter.waitForReceipt`. */
export type EvmWaitForReceiptParameters = {
  network: Network
  hash: `0x${string}`
  /** Where to read, in fallback order. @default the network's own RPC URLs */
  rpcUrls?: readonly string[] | undefined
}

/** A mined transaction's outcome. */
export type EvmTransactionReceipt = {
  status: 'success' | 'reverted'
  blockNumber: bigint
  transactionHash: `0x${string}`
}

/** Parameters of `EvmAdapter.signMessage`. */
export type EvmSignMessageParameters = {
  /** The connected wallet's EIP-1193 provider (`connector.getProvider()`). */
  provider: unknown
  /** The signing account. */
  address: string
  /** The text to sign (EIP-191 `personal_sign`). */
  message: string
}

/** Parameters of `EvmAdapter.sendTransaction`. */
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

/** Parameters of `EvmAdapter.getTokenBalances`. */
export type EvmGetTokenBalancesParameters = EvmGetBalanceParameters & {
  /** ERC-20 contracts to read (the host's `tokens` option for the network). */
  tokens: readonly string[]
}

/** A balance read from the chain: the native coin (no `address`) or an ERC-20 contract. */
export type EvmChainTokenBalance = {
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract; absent for the native coin. */
  address?: string | undefined
  /** In the token's smallest unit. */
  balance: bigint
}
