import type { EvmCallsStatus } from '../adapters/evmWalletTypes.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UnknownCallsIdError, WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

export type GetCallsStatusParameters = {
  /** The id `sendCalls` resolved with. */
  id: string
}

/**
 * The batch's `status` ('pending', 'success', 'failure') and EIP-5792 `statusCode` (100
 * pending, 200 confirmed, 400 off-chain failure, 500 reverted, 600 partly reverted), whether it
 * ran `atomic`ally, and the `receipts` of its transactions.
 */
export type GetCallsStatusReturnType = EvmCallsStatus

export type GetCallsStatusErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | UnknownCallsIdError
  | WalletRpcError
  | FoyerError

/**
 * Reads the status of a batch sent with `sendCalls` from the connected wallet (EIP-5792
 * `wallet_getCallsStatus`). An id the wallet does not know throws `UnknownCallsIdError`. Poll it
 * until `status` is no longer 'pending'.
 */
export function getCallsStatus(
  foyer: Foyer,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { id: is.string })
  return askEvmWallet(foyer, ({ adapter, provider, address }) =>
    adapter.getCallsStatus({ provider, address, id: parameters.id }),
  )
}
