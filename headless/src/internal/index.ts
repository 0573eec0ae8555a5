// @foyer/headless/internal: what @foyer/ui-default needs beyond the public hooks — atoms,
// pure machines, storage keys, wallet-list rules. UNSTABLE: names here may change in any
// release. Build on @foyer/headless and @foyer/headless/react where you can.

export {
  coinbaseDappLink,
  type InjectedWallets,
  injectedWallets,
  isInIframe,
  mobileWalletLink,
  phantomBrowseLink,
  refusedLinkSchemes,
  type WalletLinkContext,
  walletLinkTarget,
} from '../connectors/deepLinks.js'
export {
  announcedConnector,
  type EIP6963ProviderDetail,
  isProviderDetail,
  watchAnnouncedProviders,
} from '../connectors/eip6963.js'
export { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
export { parseEvmChainId } from '../connectors/injected.js'
export { toWalletConnectError } from '../connectors/walletConnect.js'
export {
  buildWalletConnectNamespaces,
  sessionConnection,
  type WalletConnectNamespace,
  type WalletConnectNamespaces,
  type WalletConnectSession,
  walletConnectEvents,
  walletConnectMethods,
} from '../connectors/walletConnectSession.js'
export {
  type AccountEvent,
  type AccountState,
  accountNetwork,
  accountTransition,
  type ConnectionEvent,
  type ConnectionStatus,
  connectionTransition,
  disconnectedAccount,
  initialAccountState,
  initialConnectionStatus,
} from '../machines/connection.js'
export {
  type EmailLoginEvent,
  type EmailLoginState,
  emailLoginTransition,
  initialEmailLoginState,
} from '../machines/emailLogin.js'
export {
  type EmailUpdateEvent,
  type EmailUpdateState,
  emailUpdateTransition,
  initialEmailUpdateState,
} from '../machines/emailUpdate.js'
export {
  type CloseAction,
  type CloseContext,
  initialModalState,
  type ModalEvent,
  type ModalState,
  type ModalStatus,
  modalTransition,
  resolveCloseAction,
  shakeDurationMs,
} from '../machines/modal.js'
export {
  activeNetworkAfterRemoval,
  afterNetworkSwitch,
  initialNetworkSwitchState,
  type NetworkSwitchEvent,
  type NetworkSwitchState,
  networkSwitchTransition,
  networkViews,
  routeAfterNetworkSwitch,
  shouldOpenUnsupportedChain,
  type UnsupportedChainContext,
} from '../machines/networkSwitch.js'
export {
  initialPairingState,
  isPairingExpired,
  type PairingEvent,
  type PairingState,
  type PairingWallet,
  pairingRefreshAt,
  pairingTransition,
  walletConnectPairingStatus,
} from '../machines/pairing.js'
export {
  coreViews,
  currentRoute,
  embeddedCloseView,
  type GoBackEffect,
  type GoBackPlan,
  initialRouterState,
  optionalViews,
  planGoBack,
  type ResolveOpenViewParameters,
  type Route,
  type RouteData,
  type RouterEvent,
  type RouterState,
  resolveOpenView,
  routerTransition,
  shouldCloseOnBack,
  shouldGoBackOnNetworkChange,
  type View,
  views,
} from '../machines/router.js'
export {
  initialSendState,
  type SendEvent,
  type SendForm,
  type SendFormToken,
  type SendState,
  sendTransition,
} from '../machines/send.js'
export {
  initialSiwxState,
  type SiwxEffect,
  type SiwxEvent,
  type SiwxState,
  shouldRequestSiwx,
  shouldUseOneClickAuth,
  siwxTransition,
} from '../machines/siwx.js'
export {
  initialToastQueueState,
  nextToastDeadline,
  type Toast,
  type ToastQueueEvent,
  type ToastQueueState,
  toastQueueTransition,
  type VisibleToast,
} from '../machines/toast.js'
export {
  type TransactionStack,
  type TransactionStackEntry,
  type TransactionStackEvent,
  type TransactionStackStep,
  transactionStackTransition,
} from '../machines/transactionStack.js'
export {
  canFetchMoreTransactions,
  initialTransactionsState,
  type TransactionsEvent,
  type TransactionsState,
  transactionsTransition,
} from '../machines/transactions.js'
export {
  initialWalletConnectionState,
  type WalletConnectionEvent,
  type WalletConnectionState,
  walletConnectionTransition,
} from '../machines/walletConnection.js'
export {
  type ActivityQuerySnapshot,
  type ActivityState,
  activityState,
} from '../store/activityState.js'
export {
  accountNetworkAtom,
  accountsAtom,
  accountTabAtom,
  activeAccountAtom,
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  adaptersAtom,
  announcedConnectorsAtom,
  configurationAlertsAtom,
  connectorsAtom,
  featuresAtom,
  hostConnectorsAtom,
  isUnsupportedChainAtom,
  modalAtom,
  modalShakeTimerAtom,
  namespaceLoadingAtom,
  networkListAtom,
  networkSwitchAtom,
  networksAtom,
  optionsAtom,
  pairingAtom,
  pairingLifetimeMsAtom,
  queryFailuresAtom,
  recentWalletsAtom,
  routeAtom,
  routerAtom,
  themeModeAtom,
  themeVariablesAtom,
  walletConnectionAtom,
} from '../store/atoms.js'
export {
  type CheckAppConfigurationParameters,
  checkAppConfiguration,
  isOriginAllowed,
} from '../store/checkAppConfiguration.js'
export {
  applyConnection,
  findConnector,
  networkOfChain,
  resetConnection,
  setActiveNetwork,
  updateAccount,
} from '../store/connections.js'
export { type ConnectListGroup, groupConnectList } from '../store/connectListGroups.js'
export {
  filterSocialsForTelegram,
  resolveConnectMethodsOrder,
  shouldCollapseWallets,
} from '../store/connectMethods.js'
export {
  approvalRequestsAtom,
  emailLoginAtom,
  emailLoginAvailableAtom,
  transactionStackAtom,
} from '../store/embeddedWalletAtoms.js'
export { loadRemoteFeatures } from '../store/loadRemoteFeatures.js'
export {
  addConnector,
  connectorKey,
  isWalletConnectListed,
  mergeConnectors,
  normalizeConnectorName,
  sortInjectedConnectors,
} from '../store/mergeConnectors.js'
export {
  connectorChainIdOf,
  type NamespaceWallet,
  type NetworkListParameters,
  networkListGroups,
} from '../store/networkList.js'
export {
  type MergeRemoteFeaturesReturnType,
  mergeRemoteFeatures,
  remoteFeatureKeys,
} from '../store/remoteConfig.js'
export { defaultFeatures, resolveFeatures, resolveOptions } from '../store/resolveOptions.js'
export { sendAtom } from '../store/sendAtom.js'
export {
  createStorageAccess,
  defaultStorage,
  type StorageAccess,
  type StorageEntry,
} from '../store/storage.js'
export {
  activeCaipNetworkIdEntry,
  addRecentWallet,
  type Cached,
  type CachedBalance,
  type CachedIdentity,
  cachedBalancesEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
  connectionsEntry,
  emailEntry,
  emailLoginUsedEntry,
  ensCacheEntry,
  freshCacheValue,
  identityCacheEntry,
  lastEmailLoginTimeEntry,
  lastUsedChainEntry,
  portfolioCacheEntry,
  preferredAccountTypesEntry,
  type RecentWallet,
  recentWalletsEntry,
  type StoredConnection,
  siwxSessionsEntry,
  smartAccountEnabledNetworksEntry,
  socialProviderEntry,
  socialUsernameEntry,
  storageEntries,
  walletIdEntry,
  walletNameEntry,
} from '../store/storageKeys.js'
export {
  type AssembleAllWalletsParameters,
  assembleAllWallets,
  connectedConnectorTypes,
  installedConnectors,
  showsWalletConnectEntry,
  walletDirectoryEntry,
  walletListStatus,
} from '../store/walletDirectoryList.js'
export {
  normalizeWalletSearch,
  walletCountBadge,
  walletPageParameters,
  walletSearchParameters,
} from '../store/walletDirectoryQueries.js'
export {
  type AllWalletsItem,
  type AssembleConnectWalletListParameters,
  assembleConnectWalletList,
  BROWSER_WALLET_NAME,
  COINBASE_WALLET_ID,
  type ConnectListItem,
  type FilterDirectoryWalletsParameters,
  filterDirectoryWallets,
  isExcludedWallet,
  isListedOnMobile,
  orderConnectorSections,
  orderFeaturedWallets,
  PHANTOM_WALLET_ID,
  recommendedWalletCount,
  sortInstalledFirst,
} from '../store/walletList.js'
export { createEmitter } from '../utils/createEmitter.js'
export { lazyOnce } from '../utils/lazyOnce.js'
export { type TelegramPlatform, telegramPlatform } from '../utils/telegram.js'
export { analyticsEventOf } from '../watchers/watchAnalytics.js'
