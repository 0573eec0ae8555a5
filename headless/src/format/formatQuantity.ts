import { AMOUNT_DECIMALS, TOKEN_DECIMALS_MAX } from '../constants/index.js'
import type { InvalidFormatArgumentError } from '../errors/format.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { assertCount } from './assertCount.js'

/**
 * Formats a decimal string — as the blockchain API sends quantities (`quantity.numeric`) — with
 * 3 decimals rounded down, like {@link formatAmount}: `'1.23456'` → `'1.234'`, `'0'` → `'0.000'`.
 * Anything that is not a plain decimal number reads '0.000'. `fractionDigits` is a whole number
 * from 0 to 255 ({@link TOKEN_DECIMALS_MAX}), else {@link InvalidFormatArgumentError}.
 */
export function formatQuantity(numeric: string, fractionDigits: number = AMOUNT_DECIMALS): string {
  assertParameter('numeric', numeric, is.string)
  assertCount('fractionDigits', fractionDigits, TOKEN_DECIMALS_MAX)
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  const zero = fractionDigits ? `0.${'0'.repeat(fractionDigits)}` : '0'
  if (!match || (!match[2] && !match[3])) return zero
  const [, sign, wholeDigits, fractionPart = ''] = match
  const whole = BigInt(wholeDigits || '0').toString()
  const fraction = fractionPart.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const text = fractionDigits ? `${whole}.${fraction}` : whole
  return sign && /[1-9]/.test(text) ? `-${text}` : text
}
