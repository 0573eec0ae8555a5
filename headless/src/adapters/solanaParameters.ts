import type { Network } from '../chains/network.js'
import type { SolanaSendOptions } from '../validation/solanaSendOptions.js'

/** Parameters of `SolanaAdapter.getBalance` and `SolanaAdapter.getTokenBalances`. */
export type SolanaGetBalanceParameters = {
  network: Network
  /** A base58 Solana address. */
  address: string
  /** Where to read; the first URL is used. @default the network's own RPC URLs */
  rpcUrls?: readonly string[] | undefined
}

/** One SPL token account of an owner (`SolanaAdapter.getTokenBalances`). */
export type SolanaTokenBalance = {
  /** The token's mint address. */
  mint: string
  /** The token account holding it. */
  tokenAccount: string
  /** In the token's smallest unit. */
  amount: bigint
  decimals: number
}

/** Parameters of `SolanaAdapter.signMessage`. */
export type SolanaSignMessageParameters = {
  /** The connected wallet (`connector.getProvider()` of a Wallet Standard connector). */
  provider: unknown
  /** The signing account, base58. */
  address: string
  /** The text to sign, as UTF-8 bytes (`solana:signMessage`). */
  message: string
}

/** What every Solana write shares: the wallet, the network and how to send. */
export type SolanaWriteParameters = {
  /** The connected wallet (`connector.getProvider()` of a Wallet Standard connector). */
  provider: unknown
  /** The cluster to send on. */
  network: Network
  /** The sending account (fee payer and signer), base58. */
  address: string
  /** The recipient's wallet address, base58. */
  to: string
  /** Where to read the blockhash, send (without `solana:signAndSendTransaction`) and confirm. @default the network's own RPC URLs */
  rpcUrls?: readonly string[] | undefined
  /** SPEC §5's sign-and-send options; the actions check them (`assertSolanaSendOptions`). */
  sendOptions?: SolanaSendOptions | undefined
}

/** Parameters of `SolanaAdapter.sendTransaction`: a SOL transfer. */
export type SolanaSendTransactionParameters = SolanaWriteParameters & {
  /** In lamports. @default 0n */
  value?: bigint | undefined
  /** Not supported on Solana: giving it throws `SolanaCallDataUnsupportedError`. */
  data?: `0x${string}` | undefined
}

/** Parameters of `SolanaAdapter.transferToken`: an SPL transfer. */
export type SolanaTransferTokenParameters = SolanaWriteParameters & {
  /** The token's mint address. */
  token: string
  /** In the token's smallest unit. */
  amount: bigint
}

/** Settings of `solanaAdapter()`. */
export type SolanaAdapterParameters = {
  /** How often to poll `getSignatureStatuses` while confirming. @default 500 */
  pollIntervalMs?: number
  /** How long to wait for a confirmation at most (the blockhash expiring ends it sooner). @default 60_000 */
  confirmTimeoutMs?: number
}
