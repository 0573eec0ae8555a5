import type { EvmCall } from '../adapters/evmWalletTypes.js'
import type {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  UnsupportedChainError,
} from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { ContractRevertedError, TransactionInsufficientFundsError } from '../errors/node.js'
import type { WalletRpcError } from '../errors/rpc.js'
import type { TransactionAddressError } from '../errors/validation.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

/** The transaction to estimate: `to`, and optional `data` and wei `value`. */
export type EstimateGasParameters = EvmCall

/** The gas the transaction would use, in gas units. */
export type EstimateGasReturnType = bigint

export type EstimateGasErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | TransactionAddressError
  | ContractRevertedError
  | TransactionInsufficientFundsError
  | WalletRpcError
  | FoyerError

/**
 * Estimates the gas of a transaction from the connected account on the active network
 * (`eth_estimateGas`, through the wallet's node). A call that would revert throws
 * `ContractRevertedError` with the decoded reason; a `to` that is not an address throws
 * `TransactionAddressError` before anything is asked.
 */
export function estimateGas(
  foyer: Foyer,
  parameters: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    to: is.string,
    data: is.optional(is.hex),
    value: is.optional(is.bigint),
  })
  return askEvmWallet(foyer, ({ adapter, provider, address, network }) =>
    adapter.estimateGas({ provider, address, network: network(), ...parameters }),
  )
}
