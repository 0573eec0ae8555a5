import type {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  SwapNetworkNotSupportedError,
} from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { InsufficientBalanceError } from '../errors/send.js'
import type { SwapQuoteExpiredError, SwapTransactionRevertedError } from '../errors/swap.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { submitSwap as run } from './swapRuntime.js'

/** The swap transaction's hash once mined; `undefined` when the form was not `ready`. */
export type SubmitSwapReturnType = `0x${string}` | undefined
export type SubmitSwapErrorType =
  | InsufficientBalanceError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | SwapNetworkNotSupportedError
  | SwapQuoteExpiredError
  | SwapTransactionRevertedError
  | UserRejectedRequestError
  | FoyerError

/**
 * Swaps what the form holds at its quote (issue #21), through the connected wallet whatever
 * connects it: for a token whose allowance is short, an approval is built, sent and awaited to
 * its receipt (`approving`); then the swap (`swapping`), awaited to its receipt, and `success`
 * with balances and activity refreshed. Selling more than the balance throws
 * `InsufficientBalanceError` (the form stays `ready`); a price that moved past the slippage
 * tolerance, `SwapQuoteExpiredError`; a declined signature, `UserRejectedRequestError` with the
 * form back at `ready` and its values kept. Throws the error also kept in the state.
 */
export async function submitSwap(foyer: Foyer): Promise<SubmitSwapReturnType> {
  assertFoyer(foyer)
  return run(foyer)
}
