import type {
  GasPriceNetworkNotSupportedError,
  SwapNetworkNotSupportedError,
} from '../errors/chain.js'
import type { SwapNoRouteError } from '../errors/swap.js'
import type { SwapState } from '../machines/swap.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapQuoteTimerAtom } from '../store/swapAtom.js'
import { quoteSwap as run } from './swapRuntime.js'

/** The swap's state once the quote answered (or at once when there was nothing to quote). */
export type QuoteSwapReturnType = SwapState
/** What a failed quote leaves in the state's `error` (the promise itself does not reject). */
export type QuoteSwapErrorType =
  | SwapNoRouteError
  | SwapNetworkNotSupportedError
  | GasPriceNetworkNotSupportedError

/**
 * Quotes the swap form now (a retry after a failed quote, or without waiting for the debounce):
 * `quoting`, then `ready` or `failed` with the typed error. A pending debounced quote is
 * replaced.
 */
export async function quoteSwap(foyer: Foyer): Promise<QuoteSwapReturnType> {
  assertFoyer(foyer)
  clearTimeout(foyer.store.get(swapQuoteTimerAtom))
  foyer.store.set(swapQuoteTimerAtom, undefined)
  return run(foyer)
}
