import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from '../constants.js'

/**
 * Shortens an address to its 4 leading and 6 trailing characters (SPEC §9), joined by '…':
 * `0xf39F…b92266`. Strings too short to shorten come back unchanged.
 */
export function truncateAddress(
  address: string,
  leading: number = ADDRESS_LEADING_CHARS,
  trailing: number = ADDRESS_TRAILING_CHARS,
): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
