import type { createStore } from 'jotai/vanilla'
import { rpcUrlsFor } from '../api/rpcProxyUrl.js'
import type { ConnectorConfig, CreateConnectorFn } from '../connectors/createConnector.js'
import { walletConnect } from '../connectors/walletConnect.js'
import { disconnectedAccount } from '../machines/connection.js'
import { shouldUseOneClickAuth } from '../rules/oneClickAuth.js'
import {
  accountsAtom,
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  adaptersAtom,
  featuresAtom,
  hostConnectorsAtom,
  networksAtom,
  optionsAtom,
  themeModeAtom,
  themeModeSettingAtom,
  themeVariablesAtom,
} from './atoms.js'
import type { ResolvedFoyerOptions } from './options.js'
import { defaultStorage, type FoyerStorage } from './storage.js'

/**
 * What each connector is set up with (`ConnectorConfig`): the project, networks, relay,
 * metadata, storage key and storage (looked up on first use), RPC URLs, and the host's `siwx`
 * when WalletConnect should sign in one click (`shouldUseOneClickAuth`).
 */
export function connectorConfigOf(options: ResolvedFoyerOptions): ConnectorConfig {
  let storage: FoyerStorage | undefined
  const { services, projectId } = options
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  return {
    projectId,
    networks: options.networks,
    relayUrl: services.relayUrl,
    frameUrl: services.frameUrl,
    metadata: options.metadata,
    storageKey: options.storageKey,
    defaultAccountTypes: options.defaultAccountTypes,
    storage: () => {
      storage ??= options.storage ?? defaultStorage()
      return storage
    },
    rpcUrls: (network) =>
      rpcUrlsFor(network, { blockchainApiUrl: services.blockchainApiUrl, projectId }),
    oneClickSiwx: () =>
      shouldUseOneClickAuth({ configured: options.siwx !== undefined, namespaces })
        ? options.siwx
        : undefined,
  }
}

/**
 * The connectors an instance sets up: the host's, then WalletConnect when it is enabled and a
 * relay is configured (with no relay, nothing remote is reached and it is not offered).
 */
export function instanceConnectors(options: ResolvedFoyerOptions): readonly CreateConnectorFn[] {
  const offersWalletConnect = options.enableWalletConnect && Boolean(options.services.relayUrl)
  return offersWalletConnect
    ? [...options.connectors, walletConnect({ skipVerify: options.walletConnect.skipVerify })]
    : options.connectors
}

/**
 * Puts an instance's starting state in its store from its options alone — options, features,
 * theme, the host's connectors (and WalletConnect's), the default network and every namespace disconnected — so a
 * server render and the first client render agree. What was stored by an earlier visit is
 * restored at mount (`restoreStoredSession`).
 */
export function initializeStore(
  store: ReturnType<typeof createStore>,
  options: ResolvedFoyerOptions,
): void {
  store.set(optionsAtom, options)
  store.set(featuresAtom, options.features)
  store.set(themeModeSettingAtom, options.themeMode)
  // 'system' is read at mount (watchSystemTheme): dark until then, as on the server.
  store.set(themeModeAtom, options.themeMode === 'system' ? 'dark' : options.themeMode)
  store.set(themeVariablesAtom, options.themeVariables)
  const config = connectorConfigOf(options)
  store.set(
    hostConnectorsAtom,
    instanceConnectors(options).map((create) => create(config)),
  )
  store.set(networksAtom, options.networks)
  store.set(adaptersAtom, options.adapters)
  store.set(activeCaipNetworkIdAtom, options.defaultNetwork.caipNetworkId)
  store.set(activeNamespaceAtom, options.defaultNetwork.chainNamespace)
  store.set(
    accountsAtom,
    Object.fromEntries(options.adapters.map(({ namespace }) => [namespace, disconnectedAccount])),
  )
}
