import type { createStore } from 'jotai/vanilla'
import { initialAccountState } from '../machines/connection.js'
import {
  accountsAtom,
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  featuresAtom,
  hostConnectorsAtom,
  optionsAtom,
  themeModeAtom,
  themeVariablesAtom,
} from './atoms.js'
import type { ResolvedFoyerOptions } from './options.js'
import type { StorageAccess } from './storage.js'
import {
  activeCaipNetworkIdEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
} from './storageKeys.js'

/**
 * Puts an instance's starting state in its store: options, features, theme, the host's
 * connectors, the stored active network, and each namespace's account from what was stored
 * (SPEC §4 start-up rule: a stored 'connected' starts as 'connecting' until `reconnect`).
 */
export function initializeStore(parameters: {
  store: ReturnType<typeof createStore>
  options: ResolvedFoyerOptions
  storage: StorageAccess
}): void {
  const { store, options, storage } = parameters
  store.set(optionsAtom, options)
  store.set(featuresAtom, options.features)
  store.set(themeModeAtom, options.themeMode)
  store.set(themeVariablesAtom, options.themeVariables)
  const config = { projectId: options.projectId, networks: options.networks }
  store.set(
    hostConnectorsAtom,
    options.connectors.map((create) => create(config)),
  )

  const storedNetworkId = storage.get(activeCaipNetworkIdEntry)
  const startNetwork =
    options.networks.find((network) => network.caipNetworkId === storedNetworkId) ??
    options.defaultNetwork
  store.set(activeCaipNetworkIdAtom, startNetwork.caipNetworkId)
  store.set(activeNamespaceAtom, startNetwork.chainNamespace)

  const statuses = storage.get(connectionStatusEntry) ?? {}
  const connectorIds = storage.get(connectedConnectorIdsEntry) ?? {}
  store.set(
    accountsAtom,
    Object.fromEntries(
      options.adapters.map(({ namespace }) => [
        namespace,
        initialAccountState(statuses[namespace], connectorIds[namespace]),
      ]),
    ),
  )
}
