import type { EvmTypedData } from '../adapters/evmWalletTypes.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

/** EIP-712 typed data: `domain`, `types`, `primaryType` and `message`, as viem takes them. */
export type SignTypedDataParameters = EvmTypedData

/** The signature, hex. */
export type SignTypedDataReturnType = `0x${string}`

export type SignTypedDataErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet sign EIP-712 typed data (eip155 `eth_signTypedData_v4`), whatever
 * connects it. Check it with viem's `verifyTypedData`. Throws `NoActiveCaipAddressError` with no
 * connected account and the wallet's refusal as `UserRejectedRequestError`.
 */
export function signTypedData(
  foyer: Foyer,
  parameters: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    domain: is.optional(is.object),
    types: is.object,
    primaryType: is.string,
    message: is.optional(is.object),
  })
  return askEvmWallet(foyer, ({ adapter, provider, address }) =>
    adapter.signTypedData({ provider, address, typedData: parameters }),
  )
}
