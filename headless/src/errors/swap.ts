import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** A swap between two tokens that the blockchain API cannot route (no pool, no path). */
export class SwapNoRouteError extends FoyerError {
  override name = 'SwapNoRouteError'
  static readonly code = 'SWAP_NO_ROUTE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SwapNoRouteError.code, 'No route found for this swap', parameters)
  }
}

/**
 * The quote a swap was about to use no longer holds: the price moved beyond the slippage
 * tolerance since it was fetched. A new quote is needed; the form keeps its values.
 */
export class SwapQuoteExpiredError extends FoyerError {
  override name = 'SwapQuoteExpiredError'
  static readonly code = 'SWAP_QUOTE_EXPIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SwapQuoteExpiredError.code, 'The quote expired, get a new one', parameters)
  }
}

/** A swap or approval transaction was mined but reverted. */
export class SwapTransactionRevertedError extends FoyerError {
  override name = 'SwapTransactionRevertedError'
  static readonly code = 'SWAP_TRANSACTION_REVERTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SwapTransactionRevertedError.code, 'The swap transaction reverted', parameters)
  }
}
