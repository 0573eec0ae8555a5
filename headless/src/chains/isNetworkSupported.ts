import type { CaipNetworkId } from './network.js'

/**
 * Whether a network is supported (SPEC §5): yes when there are no requested networks (no list
 * means no restriction), else only when its id is in the list. A list that is not an array
 * supports nothing: false, never a refusal.
 */
export function isNetworkSupported(
  caipNetworkId: CaipNetworkId | string | undefined,
  requestedCaipNetworkIds: readonly string[] | undefined,
): boolean {
  if (!requestedCaipNetworkIds || requestedCaipNetworkIds.length === 0) return true
  return (
    caipNetworkId !== undefined &&
    Array.isArray(requestedCaipNetworkIds) &&
    requestedCaipNetworkIds.includes(caipNetworkId)
  )
}
