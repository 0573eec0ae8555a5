import { TOKEN_DECIMALS_MAX } from '../constants/index.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { assertCount } from './assertCount.js'

const decimalPattern = /^\s*(\d*)(?:\.(\d*))?\s*$/

/**
 * An amount as a visitor types it ('1.5', '.25', '10') in a token's smallest unit: `10n **
 * decimals` is one token. Digits beyond `decimals` are dropped (never rounded up, so a send is
 * never larger than typed). `undefined` for anything that is not a plain decimal number.
 * viem's `parseUnits` does the same, but viem stays out of a host's first bundle.
 */
export function parseAmount(value: string | undefined, decimals: number): bigint | undefined {
  assertParameter('value', value, is.optional(is.string))
  assertCount('decimals', decimals, TOKEN_DECIMALS_MAX)
  const match = decimalPattern.exec(value ?? '')
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return undefined
  const digits = fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(digits || '0')
}

/**
 * An amount in a token's smallest unit as an exact decimal string ('1.5', '0', '0.000001'):
 * what a Max button puts in the amount field. Unlike `formatAmount`, nothing is cut off.
 */
export function formatUnitsExact(value: bigint, decimals: number): string {
  assertParameter('value', value, is.bigint)
  assertCount('decimals', decimals, TOKEN_DECIMALS_MAX)
  const negative = value < 0n
  const text = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
