import type { EvmWalletCapabilities } from '../adapters/evmWalletTypes.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

export type GetCapabilitiesParameters = {
  /** Only this chain's capabilities. @default every chain the wallet reports */
  chainId?: number
}

/** The wallet's capabilities keyed by chain id, e.g. `{ 1: { atomic: { status: 'supported' } } }`. */
export type GetCapabilitiesReturnType = Record<number, EvmWalletCapabilities>

export type GetCapabilitiesErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | WalletRpcError
  | FoyerError

/**
 * Reads what the connected wallet can do for its account, per chain (EIP-5792
 * `wallet_getCapabilities`): atomic batches, asset discovery, permissions and others. A
 * wallet without the method throws `WalletRpcError` (code 4200 or -32601).
 */
export function getCapabilities(
  foyer: Foyer,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { chainId: is.optional(is.number) }, { optional: true })
  return askEvmWallet(foyer, ({ adapter, provider, address }) =>
    adapter.getCapabilities({ provider, address, chainId: parameters.chainId }),
  )
}
