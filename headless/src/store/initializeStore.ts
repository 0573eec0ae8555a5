import type { createStore } from 'jotai/vanilla'
import { disconnectedAccount } from '../machines/connection.js'
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

/**
 * Puts an instance's starting state in its store from its options alone — options, features,
 * theme, the host's connectors, the default network and every namespace disconnected — so a
 * server render and the first client render agree. What was stored by an earlier visit is
 * restored at mount (`restoreStoredSession`).
 */
export function initializeStore(
  store: ReturnType<typeof createStore>,
  options: ResolvedFoyerOptions,
): void {
  store.set(optionsAtom, options)
  store.set(featuresAtom, options.features)
  store.set(themeModeAtom, options.themeMode)
  store.set(themeVariablesAtom, options.themeVariables)
  const config = { projectId: options.projectId, networks: options.networks }
  store.set(
    hostConnectorsAtom,
    options.connectors.map((create) => create(config)),
  )
  store.set(activeCaipNetworkIdAtom, options.defaultNetwork.caipNetworkId)
  store.set(activeNamespaceAtom, options.defaultNetwork.chainNamespace)
  store.set(
    accountsAtom,
    Object.fromEntries(options.adapters.map(({ namespace }) => [namespace, disconnectedAccount])),
  )
}
