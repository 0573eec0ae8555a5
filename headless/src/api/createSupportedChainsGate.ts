import { lazyOnce } from '../utils/lazyOnce.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import type { HttpClient } from './createHttpClient.js'
import { getSupportedChains } from './getSupportedChains.js'
import type { SupportedChains } from './types.js'

/** The networks the blockchain API serves, fetched once per instance (SPEC-NOTES). */
export type SupportedChainsGate = {
  /**
   * The supported chains: the first successful fetch is kept; a failed one is not, so the next
   * call asks again. Rejects when the list cannot be fetched.
   */
  load(): Promise<SupportedChains>
  /**
   * Whether the blockchain API serves a network (CAIP-2 id): false when the list does not name
   * it, and also while the list cannot be fetched (reads fall back to empty results).
   */
  isSupported(caipNetworkId: string | undefined): Promise<boolean>
}

/**
 * Creates the supported-chains gate of one Foyer instance (SPEC-NOTES "Blockchain API"):
 * `v1/supported-chains` is fetched once and kept; a network missing from it is unsupported.
 * A failed fetch is not kept for the instance's life. With no blockchain API configured nothing
 * is fetched and every network is unsupported.
 */
export function createSupportedChainsGate(http: HttpClient | undefined): SupportedChainsGate {
  assertParameter(
    'http',
    http,
    is.optional(is.shape({ get: is.function, post: is.function, url: is.function })),
  )
  const load = lazyOnce(
    (): Promise<SupportedChains> =>
      http ? getSupportedChains(http) : Promise.resolve({ http: [], ws: [] }),
  )
  return {
    load,
    async isSupported(caipNetworkId) {
      if (!caipNetworkId) return false
      const chains = await load().catch(() => undefined)
      return chains?.http.includes(caipNetworkId) ?? false
    },
  }
}
