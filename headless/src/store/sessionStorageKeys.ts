import { isCaipNetworkId } from '../chains/caipNetworkId.js'
import { isChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId } from '../chains/network.js'
import type { StorageEntry } from './storage.js'

// The keys of SPEC §3 "Local storage" that a page load reads to restore the stored session,
// with what every entry is built from. The other keys (storageKeys.ts) load with the features
// that use them.

/**
 * A storage entry whose `parse` never throws: a value it cannot even read (an object whose
 * getters throw, from a host's own storage) is dropped like any other invalid one.
 */
export function entry<value>(
  key: string,
  parse: (raw: unknown) => value | undefined,
): StorageEntry<value> {
  return {
    key,
    parse(raw) {
      try {
        return parse(raw)
      } catch {
        return undefined
      }
    },
  }
}

export const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)

export const nonEmptyString = (raw: unknown) =>
  typeof raw === 'string' && raw.length > 0 ? raw : undefined

/** A record from chain namespace to a non-empty string; any bad entry voids the record. */
const namespaceRecord = (raw: unknown): Record<string, string> | undefined => {
  if (!isRecord(raw)) return undefined
  const entries = Object.entries(raw)
  const valid = entries.every(([key, value]) => isChainNamespace(key) && nonEmptyString(value))
  return valid ? (raw as Record<string, string>) : undefined
}

/** The connector id each namespace is connected through (SPEC §3 "connected connector id"). */
export const connectedConnectorIdsEntry: StorageEntry<Record<string, string>> = entry(
  'connected_connector_ids',
  namespaceRecord,
)

/** The active network's CAIP-2 id (SPEC §3 "active network"). */
export const activeCaipNetworkIdEntry: StorageEntry<CaipNetworkId> = entry(
  'active_caip_network_id',
  (raw) => (isCaipNetworkId(raw) ? raw : undefined),
)

/** The connection status last seen per namespace, for the start-up rule of SPEC §4. */
export const connectionStatusEntry: StorageEntry<Record<string, string>> = entry(
  'connection_status',
  namespaceRecord,
)
