import { QueryClient } from '@tanstack/query-core'
import { createStore } from 'jotai/vanilla'
import type { EvmAdapter, EvmConnection } from '../adapters/evm.js'
import type { Analytics } from '../api/createAnalytics.js'
import type { FoyerApi } from '../api/createFoyerApi.js'
import { rpcUrlsFor } from '../api/rpcProxyUrl.js'
import { formatCaipAddress } from '../chains/caipAddress.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type { Connector } from '../connectors/connector.js'
import { watchAnnouncedProviders } from '../connectors/eip6963.js'
import {
  CONNECTOR_RESTORE_TIMEOUT_MS,
  FOYER_SDK_TYPE,
  FOYER_VERSION,
  MODAL_SHAKE_MS,
} from '../constants.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import { DisconnectFailedError } from '../errors/generic.js'
import { toWalletError, UserRejectedRequestError } from '../errors/rpc.js'
import { connectionTransition, initialConnectionStatus } from '../machines/connection.js'
import { modalTransition, resolveCloseAction } from '../machines/modal.js'
import {
  type RouterEvent,
  resolveOpenView,
  routerTransition,
  shouldCloseOnBack,
  type View,
} from '../machines/router.js'
import { walletConnectionTransition } from '../machines/walletConnection.js'
import {
  type AccountState,
  accountsAtom,
  activeAccountAtom,
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  announcedProvidersAtom,
  configurationAlertsAtom,
  connectorsAtom,
  featuresAtom,
  modalAtom,
  optionsAtom,
  routeAtom,
  routerAtom,
  type ThemeMode,
  themeModeAtom,
  themeVariablesAtom,
  walletConnectionAtom,
} from './atoms.js'
import { checkAppConfiguration } from './checkAppConfiguration.js'
import { loadRemoteFeatures } from './loadRemoteFeatures.js'
import { type FoyerOptions, type ResolvedFoyerOptions, resolveOptions } from './options.js'
import { createStorageAccess, defaultStorage } from './storage.js'
import {
  activeCaipNetworkIdEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
} from './storageKeys.js'

export type OpenModalParameters = {
  /** The view to show instead of the default for the current state. */
  view?: View
  /** Switch the active chain namespace first. */
  namespace?: ChainNamespace
}

/** One Foyer instance: its own state, storage access and query cache. */
export type Foyer = ReturnType<typeof createFoyer>

/**
 * Creates a Foyer instance from the host's options. It validates the options and makes its
 * own jotai store and TanStack Query client; nothing is shared between instances and nothing
 * touches the browser until {@link Foyer.mount} runs.
 */
export function createFoyer(options: FoyerOptions) {
  const resolved: ResolvedFoyerOptions = resolveOptions(options)
  const store = createStore()
  const queryClient = new QueryClient()
  // The provider's service clients, made on first use: their code (and viem's retry) loads
  // after the first paint. A service without a URL is never called (local-first use).
  let api: Promise<FoyerApi> | undefined
  function loadApi(): Promise<FoyerApi> {
    // A failed load is not kept, so a later call fetches again.
    api ??= import('../api/createFoyerApi.js').then(
      ({ createFoyerApi }) =>
        createFoyerApi({
          projectId: resolved.projectId,
          sdkType: FOYER_SDK_TYPE,
          sdkVersion: FOYER_VERSION,
          apiUrl: resolved.services.apiUrl,
          blockchainApiUrl: resolved.services.blockchainApiUrl,
          analyticsUrl: resolved.services.analyticsUrl,
        }),
      (error: unknown) => {
        api = undefined
        throw error
      },
    )
    return api
  }
  // Analytics (SPEC §7): sent only with an analytics URL, the `analytics` feature on and the
  // provider's analytics config allowing it (asked once; a failure means disabled).
  let analytics: Promise<Analytics | undefined> | undefined
  function loadAnalytics(): Promise<Analytics | undefined> {
    analytics ??= (async (): Promise<Analytics | undefined> => {
      const api = await loadApi()
      if (!api.analytics) return undefined
      const http = api.analytics
      const [{ createAnalytics }, { getAnalyticsConfig }] = await Promise.all([
        import('../api/createAnalytics.js'),
        import('../api/getAnalyticsConfig.js'),
      ])
      const remoteEnabled = api.directory ? await getAnalyticsConfig(api.directory) : true
      return createAnalytics({
        http,
        projectId: resolved.projectId,
        sdkType: FOYER_SDK_TYPE,
        sdkVersion: FOYER_VERSION,
        isEnabled: () => remoteEnabled && store.get(featuresAtom)?.analytics === true,
        getLocation: () => globalThis.location,
      })
    })().catch((error: unknown) => {
      analytics = undefined
      throw error
    })
    return analytics
  }

  /** Records an analytics event with the connected address; never throws, never blocks. */
  function track(event: string, properties?: Record<string, unknown>) {
    if (!resolved.services.analyticsUrl) return
    const { address } = store.get(activeAccountAtom)
    void loadAnalytics()
      .then((sender) =>
        sender?.track({ type: 'track', event, ...(properties ? { properties } : {}) }, address),
      )
      .catch(() => {})
  }

  const storage = createStorageAccess(resolved.storage ?? defaultStorage())
  const providerListeners = new Map<ChainNamespace, () => void>()
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  store.set(optionsAtom, resolved)
  store.set(featuresAtom, resolved.features)
  store.set(themeModeAtom, resolved.themeMode)
  store.set(themeVariablesAtom, resolved.themeVariables)

  const storedNetworkId = storage.get(activeCaipNetworkIdEntry)
  const startNetwork =
    resolved.networks.find((network) => network.caipNetworkId === storedNetworkId) ??
    resolved.defaultNetwork
  store.set(activeCaipNetworkIdAtom, startNetwork.caipNetworkId)
  store.set(activeNamespaceAtom, startNetwork.chainNamespace)

  // SPEC §4 start-up rule: a stored 'connected' becomes 'connecting' until mount() syncs it.
  const storedStatus = storage.get(connectionStatusEntry) ?? {}
  const storedConnectors = storage.get(connectedConnectorIdsEntry) ?? {}
  const startAccounts: Partial<Record<ChainNamespace, AccountState>> = {}
  for (const adapter of resolved.adapters) {
    const status = initialConnectionStatus(storedStatus[adapter.namespace])
    const connectorId = storedConnectors[adapter.namespace]
    startAccounts[adapter.namespace] =
      status === 'connecting' && connectorId ? { status, connectorId } : { status: 'disconnected' }
  }
  store.set(accountsAtom, startAccounts)

  function adapterFor(namespace: ChainNamespace): EvmAdapter | undefined {
    return resolved.adapters.find((adapter) => adapter.namespace === namespace)
  }

  function setAccount(namespace: ChainNamespace, account: AccountState) {
    store.set(accountsAtom, (accounts) => ({ ...accounts, [namespace]: account }))
    const statuses = { ...storage.get(connectionStatusEntry) }
    const connectorIds = { ...storage.get(connectedConnectorIdsEntry) }
    if (account.status === 'connected' && account.connectorId) {
      statuses[namespace] = 'connected'
      connectorIds[namespace] = account.connectorId
    } else if (account.status === 'disconnected') {
      delete statuses[namespace]
      delete connectorIds[namespace]
    }
    storage.set(connectionStatusEntry, statuses)
    storage.set(connectedConnectorIdsEntry, connectorIds)
  }

  function networkForChainId(namespace: ChainNamespace, chainId: number): Network | undefined {
    return resolved.networks.find(
      (network) => network.chainNamespace === namespace && network.id === chainId,
    )
  }

  function setActiveNetwork(network: Network) {
    store.set(activeCaipNetworkIdAtom, network.caipNetworkId)
    store.set(activeNamespaceAtom, network.chainNamespace)
    storage.set(activeCaipNetworkIdEntry, network.caipNetworkId)
  }

  function applyConnection(
    namespace: ChainNamespace,
    connector: Connector,
    connection: EvmConnection,
  ) {
    const network = networkForChainId(namespace, connection.chainId)
    if (network) setActiveNetwork(network)
    const active = store.get(activeNetworkAtom) ?? resolved.defaultNetwork
    setAccount(namespace, {
      status: 'connected',
      address: connection.address,
      caipAddress: formatCaipAddress(active.caipNetworkId, connection.address),
      connectorId: connector.id,
      chainId: connection.chainId,
    })
    listenToProvider(namespace, connector)
  }

  /** SPEC §4 "Reset": disconnected, account fields cleared, stored connector id removed. */
  function resetConnection(namespace: ChainNamespace) {
    providerListeners.get(namespace)?.()
    providerListeners.delete(namespace)
    setAccount(namespace, { status: 'disconnected' })
    // Losing the address while the modal is open closes it (SPEC-NOTES "Modal").
    if (namespace === store.get(activeNamespaceAtom)) close()
  }

  function listenToProvider(namespace: ChainNamespace, connector: Connector) {
    providerListeners.get(namespace)?.()
    const { provider } = connector
    // A changed account is read again through the adapter, which checks and checksums it.
    const onAccountsChanged = (accounts: unknown) => {
      if (!Array.isArray(accounts) || accounts.length === 0) return resetConnection(namespace)
      void adapterFor(namespace)
        ?.sync(provider)
        .then((connection) => {
          const account = store.get(accountsAtom)[namespace]
          if (account?.status !== 'connected') return
          if (!connection) return resetConnection(namespace)
          const network = store.get(activeNetworkAtom) ?? resolved.defaultNetwork
          setAccount(namespace, {
            ...account,
            address: connection.address,
            caipAddress: formatCaipAddress(network.caipNetworkId, connection.address),
          })
        })
        .catch(() => resetConnection(namespace))
    }
    const onChainChanged = (chainIdHex: unknown) => {
      const chainId =
        typeof chainIdHex === 'string' ? Number.parseInt(chainIdHex, 16) : Number(chainIdHex)
      const account = store.get(accountsAtom)[namespace]
      if (!account || !Number.isSafeInteger(chainId)) return
      const network = networkForChainId(namespace, chainId)
      if (network) setActiveNetwork(network)
      setAccount(namespace, {
        ...account,
        chainId,
        ...(account.address && network
          ? { caipAddress: formatCaipAddress(network.caipNetworkId, account.address) }
          : {}),
      })
    }
    const onDisconnect = () => resetConnection(namespace)
    provider.on?.('accountsChanged', onAccountsChanged)
    provider.on?.('chainChanged', onChainChanged)
    provider.on?.('disconnect', onDisconnect)
    providerListeners.set(namespace, () => {
      provider.removeListener?.('accountsChanged', onAccountsChanged)
      provider.removeListener?.('chainChanged', onChainChanged)
      provider.removeListener?.('disconnect', onDisconnect)
    })
  }

  function routerSend(event: RouterEvent) {
    store.set(routerAtom, (state) => routerTransition(state, event))
  }

  function open(parameters: OpenModalParameters = {}) {
    if (parameters.namespace) store.set(activeNamespaceAtom, parameters.namespace)
    const view = resolveOpenView({
      view: parameters.view,
      hasAddress: Boolean(store.get(activeAccountAtom).address),
      hasAdapters: resolved.adapters.length > 0,
      isMobile: resolved.isMobile(),
    })
    routerSend({ type: 'reset', route: { view } })
    const wasOpen = store.get(modalAtom).status === 'open'
    store.set(modalAtom, (state) => modalTransition(state, { type: 'open' }))
    if (!wasOpen)
      track('MODAL_OPEN', { view, connected: Boolean(store.get(activeAccountAtom).address) })
  }

  function close() {
    if (store.get(modalAtom).status === 'open') track('MODAL_CLOSE')
    store.set(modalAtom, (state) => modalTransition(state, { type: 'close' }))
    const attempt = store.get(walletConnectionAtom)
    if (attempt.status !== 'connecting') {
      store.set(walletConnectionAtom, (state) =>
        walletConnectionTransition(state, { type: 'reset' }),
      )
    }
  }

  /**
   * A close the visitor asked for (Escape, outside press, the close button): the safe-close
   * rules decide whether it closes or shakes instead (SPEC §2, §4).
   */
  function requestClose() {
    const account = store.get(activeAccountAtom)
    const action = resolveCloseAction({
      view: store.get(routeAtom).view,
      connected: account.status === 'connected',
      siwxRequired: resolved.siwx?.getRequired?.() ?? false,
      // Sign-in sessions arrive with SIWX support; until then none exists.
      hasSiwxSession: false,
      embedded: false,
    })
    if (action.type === 'shake') shake()
    else if (action.type === 'reset') routerSend({ type: 'reset', route: { view: action.view } })
    else close()
  }

  /** Shakes the open modal for {@link MODAL_SHAKE_MS} instead of closing it (SPEC §2). */
  function shake() {
    store.set(modalAtom, (state) => modalTransition(state, { type: 'shake' }))
    clearTimeout(shakeTimer)
    shakeTimer = setTimeout(
      () => store.set(modalAtom, (state) => modalTransition(state, { type: 'shakeEnd' })),
      MODAL_SHAKE_MS,
    )
  }

  async function connect(connectorId: string): Promise<AccountState> {
    const connector = store.get(connectorsAtom).find((item) => item.id === connectorId)
    store.set(walletConnectionAtom, (state) =>
      walletConnectionTransition(state, { type: 'start', connectorId }),
    )
    routerSend({ type: 'push', route: { view: 'ConnectingExternal', data: { connectorId } } })
    track('SELECT_WALLET', { connectorId, name: connector?.name })
    const adapter = connector ? adapterFor(connector.chain) : undefined
    if (!connector || !adapter) {
      const error = new ConnectorNotFoundError(connectorId)
      store.set(walletConnectionAtom, (state) =>
        walletConnectionTransition(state, { type: 'fail', error }),
      )
      throw error
    }
    const namespace = connector.chain
    const previous = store.get(accountsAtom)[namespace] ?? { status: 'disconnected' as const }
    store.set(accountsAtom, (accounts) => ({
      ...accounts,
      [namespace]: {
        ...previous,
        status: connectionTransition(previous.status, { type: 'connect' }),
      },
    }))
    try {
      const connection = await adapter.connect(connector.provider)
      applyConnection(namespace, connector, connection)
      track('CONNECT_SUCCESS', { connectorId, name: connector.name, namespace })
      store.set(walletConnectionAtom, (state) =>
        walletConnectionTransition(state, { type: 'succeed' }),
      )
      close()
      return store.get(accountsAtom)[namespace] as AccountState
    } catch (cause) {
      const error = toWalletError(cause)
      const event = error instanceof UserRejectedRequestError ? 'reject' : 'fail'
      track('CONNECT_ERROR', { connectorId, code: error.code, message: error.shortMessage })
      store.set(walletConnectionAtom, (state) =>
        walletConnectionTransition(state, { type: event, error }),
      )
      if (previous.status === 'connected') {
        store.set(accountsAtom, (accounts) => ({ ...accounts, [namespace]: previous }))
      } else {
        setAccount(namespace, { status: 'disconnected' })
      }
      throw error
    }
  }

  /**
   * Disconnects one namespace, or every one (SPEC §4): each is reset even when its wallet
   * fails; failures are collected and reported after all attempts as one
   * {@link DisconnectFailedError} (event DISCONNECT_ERROR), else DISCONNECT_SUCCESS.
   */
  async function disconnect(namespace?: ChainNamespace): Promise<void> {
    const namespaces = namespace
      ? [namespace]
      : resolved.adapters.map((adapter) => adapter.namespace)
    const failures: unknown[] = []
    for (const item of namespaces) {
      const account = store.get(accountsAtom)[item]
      const connector = store.get(connectorsAtom).find((entry) => entry.id === account?.connectorId)
      try {
        if (connector) await adapterFor(item)?.disconnect(connector.provider)
      } catch (error) {
        failures.push(error)
      }
      resetConnection(item)
    }
    if (failures.length === 0) return track('DISCONNECT_SUCCESS')
    const error = new DisconnectFailedError({
      cause: failures[0],
      metaMessages: [`Failed namespaces: ${failures.length} of ${namespaces.length}`],
    })
    track('DISCONNECT_ERROR', { message: error.shortMessage })
    throw error
  }

  /** Syncs a stored connection at start-up: connected if the wallet still authorises us. */
  function restore(namespace: ChainNamespace, connectorId: string, signal: { aborted: boolean }) {
    const adapter = adapterFor(namespace)
    let settled = false
    const trySync = async (connector: Connector) => {
      settled = true
      unsubscribe()
      clearTimeout(timer)
      try {
        const connection = await adapter?.sync(connector.provider)
        if (signal.aborted) return
        if (connection) applyConnection(namespace, connector, connection)
        else setAccount(namespace, { status: 'disconnected' })
      } catch {
        if (!signal.aborted) setAccount(namespace, { status: 'disconnected' })
      }
    }
    const check = () => {
      if (settled || signal.aborted) return
      const connector = store.get(connectorsAtom).find((item) => item.id === connectorId)
      if (connector) void trySync(connector)
    }
    const unsubscribe = store.sub(connectorsAtom, check)
    const timer = setTimeout(() => {
      if (settled || signal.aborted) return
      settled = true
      unsubscribe()
      setAccount(namespace, { status: 'disconnected' })
    }, CONNECTOR_RESTORE_TIMEOUT_MS)
    check()
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }

  /**
   * Applies the project's configuration: the remote features over the host's, and the
   * configuration alerts. With no provider API configured nothing is fetched (local-first).
   */
  async function applyProjectConfiguration(signal: { aborted: boolean }) {
    const { features } = resolved
    const authEnabled =
      features.email || (Array.isArray(features.socials) && features.socials.length > 0)
    const origin = globalThis.location?.origin
    const alerts = (allowedOrigins: readonly string[] | undefined) =>
      checkAppConfiguration({ projectId: resolved.projectId, authEnabled, allowedOrigins, origin })
    store.set(configurationAlertsAtom, alerts(undefined))
    if (!resolved.services.apiUrl) return
    const { directory } = await loadApi()
    const { getAllowedOrigins } = await import('../api/getAllowedOrigins.js')
    const [remote, allowedOrigins] = await Promise.all([
      loadRemoteFeatures({ directory, features, localFeatures: resolved.localFeatures }),
      authEnabled && directory ? getAllowedOrigins(directory) : undefined,
    ])
    if (signal.aborted) return
    store.set(featuresAtom, remote.features)
    store.set(configurationAlertsAtom, [...alerts(allowedOrigins), ...remote.warnings])
  }

  /**
   * Starts the browser side: EIP-6963 discovery, the sync of a stored connection and the
   * project's configuration.
   * Returns the function that stops it. Safe to call again after stopping (React StrictMode).
   */
  function mount(): () => void {
    const signal = { aborted: false }
    const cleanups: Array<() => void> = []
    if (resolved.enableEIP6963) {
      cleanups.push(
        watchAnnouncedProviders((details) => store.set(announcedProvidersAtom, details)),
      )
    }
    void applyProjectConfiguration(signal).catch(() => {
      // loadRemoteFeatures already turns a failed fetch into "remote features off" (SPEC §6).
    })
    for (const [namespace, account] of Object.entries(store.get(accountsAtom))) {
      if (account?.status === 'connecting' && account.connectorId) {
        cleanups.push(restore(namespace as ChainNamespace, account.connectorId, signal))
      }
    }
    return () => {
      signal.aborted = true
      for (const cleanup of cleanups) cleanup()
      for (const stop of providerListeners.values()) stop()
      providerListeners.clear()
      clearTimeout(shakeTimer)
    }
  }

  return {
    options: resolved,
    store,
    queryClient,
    /** The provider's service clients (loaded on first call). */
    loadApi,
    /**
     * The JSON-RPC URLs reads go through for a network, in fallback order: its own, then the
     * project-scoped proxy when a blockchain API is configured (SPEC §7).
     */
    rpcUrls: (network: Network) =>
      rpcUrlsFor(network, {
        blockchainApiUrl: resolved.services.blockchainApiUrl,
        projectId: resolved.projectId,
      }),
    mount,
    open,
    close,
    requestClose,
    shake,
    /** Goes back one view; with a single view left, closes the modal (SPEC §2). */
    goBack() {
      if (shouldCloseOnBack(store.get(routerAtom))) close()
      else routerSend({ type: 'goBack' })
    },
    router: {
      push: (view: View, data?: Record<string, string>) =>
        routerSend({ type: 'push', route: data ? { view, data } : { view } }),
      replace: (view: View) => routerSend({ type: 'replace', route: { view } }),
      reset: (view: View) => routerSend({ type: 'reset', route: { view } }),
      goBackToIndex: (index: number) => routerSend({ type: 'goBackToIndex', index }),
    },
    connect,
    disconnect,
    setThemeMode(mode: ThemeMode) {
      store.set(themeModeAtom, mode)
    },
    getAccount: () => store.get(activeAccountAtom),
  }
}
