import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

// Leaf errors of format/'s formatters. `metaMessages` give the rule and the provided value.

/**
 * A formatter got a count it cannot use: decimals, fraction digits or characters kept that
 * are not a whole number within the formatter's bounds (e.g. `formatAmount(1n, -1)`).
 */
export class InvalidFormatArgumentError extends FoyerError {
  override name = 'InvalidFormatArgumentError'
  static readonly code = 'INVALID_FORMAT_ARGUMENT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidFormatArgumentError.code, 'Invalid format argument', parameters)
  }
}
