import { AMOUNT_DECIMALS, TOKEN_DECIMALS_MAX } from '../constants/index.js'
import type { InvalidFormatArgumentError } from '../errors/format.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { assertCount } from './assertCount.js'

/**
 * Formats an amount for display with 3 decimals, rounded down (SPEC §9): a balance is never
 * shown larger than it is. Zero reads '0.000'. `decimals` and `fractionDigits` are whole numbers
 * from 0 to 255 ({@link TOKEN_DECIMALS_MAX}), else {@link InvalidFormatArgumentError}.
 *
 * @param value the amount in the token's smallest unit
 * @param decimals the token's decimals
 * @param fractionDigits decimals shown; @default 3 ({@link AMOUNT_DECIMALS})
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  fractionDigits: number = AMOUNT_DECIMALS,
): string {
  assertParameter('value', value, is.bigint)
  assertCount('decimals', decimals, TOKEN_DECIMALS_MAX)
  assertCount('fractionDigits', fractionDigits, TOKEN_DECIMALS_MAX)
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const scale = 10n ** BigInt(fractionDigits)
  const fraction = ((abs % base) * scale) / base
  const text = fractionDigits
    ? `${whole}.${fraction.toString().padStart(fractionDigits, '0')}`
    : `${whole}`
  return negative && (whole > 0n || fraction > 0n) ? `-${text}` : text
}
