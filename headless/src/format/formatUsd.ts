import { USD_DECIMALS } from '../constants/index.js'

/**
 * Formats a USD value with 2 decimals (SPEC §9) and thousands separators: `1234.5` →
 * `'$1,234.50'`. Strings are parsed as numbers; anything not finite reads `'$0.00'`, and so does
 * a negative value that rounds to zero (never `'-$0.00'`).
 */
export function formatUsd(value: number | string): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value
  const finite = Number.isFinite(number) ? number : 0
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: USD_DECIMALS,
    maximumFractionDigits: USD_DECIMALS,
  })
  const text = format.format(finite)
  // -0 and negatives that round to zero read '-$0.00' in Intl; zero has no sign.
  return /[1-9]/.test(text) ? text : format.format(0)
}
