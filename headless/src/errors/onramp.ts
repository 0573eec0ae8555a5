import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** An onramp amount below the payment method's minimum (SPEC §9: card and ACH 10.00 USD). */
export class OnrampAmountBelowMinimumError extends FoyerError {
  override name = 'OnrampAmountBelowMinimumError'
  static readonly code = 'ONRAMP_AMOUNT_BELOW_MINIMUM'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      OnrampAmountBelowMinimumError.code,
      'The amount is below the minimum for this payment method',
      parameters,
    )
  }
}

/** An onramp amount above the payment method's maximum (SPEC §9: card 7500.00, ACH 25000.00). */
export class OnrampAmountAboveMaximumError extends FoyerError {
  override name = 'OnrampAmountAboveMaximumError'
  static readonly code = 'ONRAMP_AMOUNT_ABOVE_MAXIMUM'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      OnrampAmountAboveMaximumError.code,
      'The amount is above the maximum for this payment method',
      parameters,
    )
  }
}

/** The onramp provider's page could not open: the browser blocked the window. */
export class OnrampWindowBlockedError extends FoyerError {
  override name = 'OnrampWindowBlockedError'
  static readonly code = 'ONRAMP_WINDOW_BLOCKED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      OnrampWindowBlockedError.code,
      'The browser blocked the provider window, open it again',
      parameters,
    )
  }
}

/** The onramp provider's page could not be made (its URL generator failed). */
export class OnrampUrlUnavailableError extends FoyerError {
  override name = 'OnrampUrlUnavailableError'
  static readonly code = 'ONRAMP_URL_UNAVAILABLE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(OnrampUrlUnavailableError.code, 'The provider page is unavailable', parameters)
  }
}

/** No purchase arrived while the onramp waited for it (the wait's bound passed). */
export class OnrampPurchaseTimeoutError extends FoyerError {
  override name = 'OnrampPurchaseTimeoutError'
  static readonly code = 'ONRAMP_PURCHASE_TIMEOUT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(OnrampPurchaseTimeoutError.code, 'No purchase arrived in time', parameters)
  }
}
