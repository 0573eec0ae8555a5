import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from '../constants/index.js'
import type { InvalidFormatArgumentError } from '../errors/format.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { assertCount } from './assertCount.js'

/**
 * Shortens an address to its 4 leading and 6 trailing characters (SPEC §9), joined by '…':
 * `0xf39F…b92266`. Strings too short to shorten come back unchanged. `leading` and `trailing`
 * are whole numbers, 0 or more, else {@link InvalidFormatArgumentError}.
 */
export function truncateAddress(
  address: string,
  leading: number = ADDRESS_LEADING_CHARS,
  trailing: number = ADDRESS_TRAILING_CHARS,
): string {
  assertParameter('address', address, is.string)
  assertCount('leading', leading)
  assertCount('trailing', trailing)
  if (address.length <= leading + trailing + 1) return address
  // Not slice(-trailing): slice(-0) would keep the whole string.
  return `${address.slice(0, leading)}…${address.slice(address.length - trailing)}`
}
