import type { Asset } from '../adapters/evmWalletTypes.js'
import type {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  UnsupportedChainError,
} from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { askEvmWallet } from './evmWallet.js'

/**
 * The connected account's assets on the active network (SPEC §3's records: `address`, hex
 * `balance`, `type` 'ERC20' or 'NATIVE', `metadata`), or `undefined` when the wallet does not
 * report asset discovery for that chain, so the caller falls back to the blockchain API.
 */
export type GetAssetsReturnType = Asset[] | undefined

export type GetAssetsErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | WalletRpcError
  | FoyerError

/**
 * Asks the connected wallet for the account's assets on the active network (ERC-7811
 * `wallet_getAssets`), only when its capabilities for that chain report asset discovery
 * (`assetDiscovery: { supported: true }`); resolves with `undefined` otherwise, a wallet
 * without `wallet_getCapabilities` included. Assets of other types than ERC-20 and native are
 * left out.
 */
export function getAssets(foyer: Foyer): Promise<GetAssetsReturnType> {
  assertFoyer(foyer)
  return askEvmWallet(foyer, ({ adapter, provider, address, network }) =>
    adapter.getAssets({ provider, address, network: network() }),
  )
}
