import type { CaipNetworkId } from './network.js'

/**
 * Whether a network is supported (SPEC §5): yes when there are no requested networks (no list
 * means no restriction), else only when its id is in the list.
 */
export function isNetworkSupported(
  caipNetworkId: CaipNetworkId | string | undefined,
  requestedCaipNetworkIds: readonly string[] | undefined,
): boolean {
  if (!requestedCaipNetworkIds || requestedCaipNetworkIds.length === 0) return true
  return caipNetworkId !== undefined && requestedCaipNetworkIds.includes(caipNetworkId)
}
