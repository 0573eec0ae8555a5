import type { FoyerError } from '../errors/FoyerError.js'
import { InsufficientBalanceError } from '../errors/send.js'
import { assertParameter } from './parameters.js'
import { firstError, type ValidationResult, validationResultRule } from './result.js'

/**
 * What keeps the send form from review, in SPEC §5's words: the first invalid field's error
 * ('A token is required', 'An amount and receiver address are required', …), else
 * {@link InsufficientBalanceError} when the amount is more than the balance; `undefined` when
 * nothing blocks.
 */
export function sendBlockingError(
  validation: ValidationResult,
  exceedsBalance: boolean,
): FoyerError | undefined {
  assertParameter('validation', validation, validationResultRule)
  return firstError(validation) ?? (exceedsBalance ? new InsufficientBalanceError() : undefined)
}
