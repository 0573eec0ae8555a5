import type { HttpClient } from './createHttpClient.js'
import { getSupportedChains } from './getSupportedChains.js'
import type { SupportedChains } from './types.js'

/** The networks the blockchain API serves, fetched once per instance (SPEC-NOTES). */
export type SupportedChainsGate = {
  /** The supported chains; the first call fetches, later calls reuse the answer. */
  load(): Promise<SupportedChains>
  /** Whether the blockchain API serves a network (CAIP-2 id); false after a failed fetch. */
  isSupported(caipNetworkId: string | undefined): Promise<boolean>
}

/**
 * Creates the supported-chains gate of one Foyer instance (SPEC-NOTES "Blockchain API"):
 * `v1/supported-chains` is fetched once and kept; a network missing from it, or a failed
 * fetch, is unsupported. With no blockchain API configured nothing is fetched and every
 * network is unsupported.
 */
export function createSupportedChainsGate(http: HttpClient | undefined): SupportedChainsGate {
  let pending: Promise<SupportedChains> | undefined
  const load = () => {
    pending ??= http
      ? getSupportedChains(http).catch(() => ({ http: [], ws: [] }))
      : Promise.resolve({ http: [], ws: [] })
    return pending
  }
  return {
    load,
    async isSupported(caipNetworkId) {
      if (!caipNetworkId) return false
      return (await load()).http.includes(caipNetworkId)
    },
  }
}
