/**
 * Shortens an address to its 4 leading and 6 trailing characters (SPEC §9), joined by '…':
 * `0xf39F…b92266`. Strings too short to shorten come back unchanged.
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
