import type { ChainNamespace } from '../chains/namespaces.js'
import { type AccountState, initialAccountState } from '../machines/connection.js'
import { accountsAtom, networksAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  activeCaipNetworkIdEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
} from '../store/sessionStorageKeys.js'
import { setActiveNetwork } from './connections.js'

/**
 * Reads what an earlier visit stored (SPEC §4 start-up rule): the active network, if the host
 * still offers it, and each disconnected namespace's stored connection, which starts as
 * 'connecting' with its connector until `reconnect` syncs it. Namespaces already connected or
 * connecting are left alone, so calling it again is harmless.
 */
export function restoreStoredSession(foyer: Foyer): void {
  const { store } = foyer
  const stored = readStoredSession(foyer)
  const network = store.get(networksAtom).find((item) => item.caipNetworkId === stored.networkId)
  if (network) setActiveNetwork(foyer, network)
  store.set(accountsAtom, (accounts) => {
    const next = { ...accounts }
    let changed = false
    for (const [namespace, account] of Object.entries(accounts)) {
      if (account?.status !== 'disconnected') continue
      const restored = stored.accounts[namespace]
      if (!restored || restored.status === 'disconnected') continue
      next[namespace as ChainNamespace] = restored
      changed = true
    }
    return changed ? next : accounts
  })
}

/**
 * Whether an earlier visit stored what `restoreStoredSession` brings back: an active network or
 * a connection to restore.
 */
export function hasStoredSession(foyer: Foyer): boolean {
  const { networkId, accounts } = readStoredSession(foyer)
  return (
    networkId !== undefined ||
    Object.values(accounts).some((account) => account.status !== 'disconnected')
  )
}

/** What an earlier visit stored: the active network's id, and each namespace's account to start from. */
function readStoredSession(foyer: Foyer): {
  networkId: string | undefined
  accounts: Record<string, AccountState>
} {
  const { storage } = foyer
  const statuses = storage.get(connectionStatusEntry) ?? {}
  const connectorIds = storage.get(connectedConnectorIdsEntry) ?? {}
  return {
    networkId: storage.get(activeCaipNetworkIdEntry),
    accounts: Object.fromEntries(
      Object.entries(statuses).map(([namespace, status]) => [
        namespace,
        initialAccountState(status, connectorIds[namespace]),
      ]),
    ),
  }
}

/**
 * The namespaces whose stored connection waits for `reconnect` to sync it: connecting or
 * reconnecting, with their connector's id.
 */
export function pendingRestores(foyer: Foyer): Array<[ChainNamespace, string]> {
  return Object.entries(foyer.store.get(accountsAtom)).flatMap(([namespace, account]) =>
    (account?.status === 'connecting' || account?.status === 'reconnecting') && account.connectorId
      ? [[namespace as ChainNamespace, account.connectorId] as [ChainNamespace, string]]
      : [],
  )
}
