import type { Network } from '../chains/network.js'

/** Parameters of `BitcoinAdapter.getBalance` (the shape every adapter's `getBalance` takes). */
export type BitcoinGetBalanceParameters = {
  network: Network
  /** A Bitcoin address. */
  address: string
  rpcUrls?: readonly string[] | undefined
}

/** Parameters of `BitcoinAdapter.signMessage`. */
export type BitcoinSignMessageParameters = {
  /** The connected wallet (`connector.getProvider()` of a Bitcoin Wallet Standard connector). */
  provider: unknown
  /** The signing account's address. */
  address: string
  /** The text to sign, as UTF-8 bytes (`bitcoin:signMessage`). */
  message: string
}
