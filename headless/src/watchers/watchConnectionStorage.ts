import { accountsAtom, activeCaipNetworkIdAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  activeCaipNetworkIdEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
} from '../store/sessionStorageKeys.js'

/**
 * Persists what the next visit restores: each connected namespace's status and connector id
 * (removed when it disconnects; a namespace still connecting keeps what was stored), and the
 * active network id (SPEC §3 "Local storage", §4). Returns the function that stops.
 */
export function watchConnectionStorage(foyer: Foyer): () => void {
  const { store, storage } = foyer
  const stopAccounts = store.sub(accountsAtom, () => {
    const statuses = { ...storage.get(connectionStatusEntry) }
    const connectorIds = { ...storage.get(connectedConnectorIdsEntry) }
    for (const [namespace, account] of Object.entries(store.get(accountsAtom))) {
      if (account?.status === 'connected' && account.connectorId) {
        statuses[namespace] = 'connected'
        connectorIds[namespace] = account.connectorId
      } else if (account?.status === 'disconnected') {
        delete statuses[namespace]
        delete connectorIds[namespace]
      }
    }
    storage.set(connectionStatusEntry, statuses)
    storage.set(connectedConnectorIdsEntry, connectorIds)
  })
  const stopNetwork = store.sub(activeCaipNetworkIdAtom, () => {
    const id = store.get(activeCaipNetworkIdAtom)
    if (id) storage.set(activeCaipNetworkIdEntry, id)
  })
  return () => {
    stopAccounts()
    stopNetwork()
  }
}
