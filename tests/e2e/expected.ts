// What the visitor should read, computed without Foyer's own formatters (so a bug in them
// cannot hide in both sides of an assertion): viem's formatUnits and the spec's plain rules.
import { formatUnits } from 'viem'

/** SPEC §9: an address shown as its 4 leading and 6 trailing characters joined by '…'. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-6)}`
}

/** SPEC §9: an amount with 3 decimals, rounded down (never shown larger than it is). */
export function displayAmount(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** SPEC §9: a USD value with 2 decimals, in en-US ('$29,997,000.12'). */
export function displayUsd(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}
