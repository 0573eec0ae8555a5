import { isChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId } from '../chains/network.js'
import type { StorageEntry } from './storage.js'

const string = (raw: unknown) => (typeof raw === 'string' && raw.length > 0 ? raw : undefined)

/** A record from chain namespace to a non-empty string; any bad entry voids the record. */
const namespaceRecord = (raw: unknown): Record<string, string> | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw)
  const valid = entries.every(([key, value]) => isChainNamespace(key) && string(value))
  return valid ? (raw as Record<string, string>) : undefined
}

/** The connector id each namespace is connected through (SPEC §3 "connected connector id"). */
export const connectedConnectorIdsEntry: StorageEntry<Record<string, string>> = {
  key: 'connected_connector_ids',
  parse: namespaceRecord,
}

/** The active network's CAIP-2 id. */
export const activeCaipNetworkIdEntry: StorageEntry<CaipNetworkId> = {
  key: 'active_caip_network_id',
  parse: (raw) => {
    const value = string(raw)
    const [namespace, reference, ...rest] = value?.split(':') ?? []
    return isChainNamespace(namespace) && reference && rest.length === 0
      ? (value as CaipNetworkId)
      : undefined
  },
}

/** The connection status last seen per namespace, for the start-up rule of SPEC §4. */
export const connectionStatusEntry: StorageEntry<Record<string, string>> = {
  key: 'connection_status',
  parse: namespaceRecord,
}
