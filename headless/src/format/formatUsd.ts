import { USD_DECIMALS } from '../constants.js'

/**
 * Formats a USD value with 2 decimals (SPEC §9) and thousands separators: `1234.5` →
 * `'$1,234.50'`. Strings are parsed as numbers; anything not finite reads `'$0.00'`.
 */
export function formatUsd(value: number | string): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value
  const finite = Number.isFinite(number) ? number : 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: USD_DECIMALS,
    maximumFractionDigits: USD_DECIMALS,
  }).format(finite)
}
