// @foyer/headless: framework-free core. React hooks live in @foyer/headless/react.
export { type EvmAdapter, type EvmConnection, evmAdapter } from './adapters/evm.js'
export { type CaipAddress, formatCaipAddress } from './chains/caipAddress.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './chains/namespaces.js'
export { type CaipNetworkId, defineNetwork, type Network, toNetwork } from './chains/network.js'
export type { Connector, ConnectorType, Eip1193Provider } from './connectors/connector.js'
export {
  announcedConnector,
  type EIP6963ProviderDetail,
  watchAnnouncedProviders,
} from './connectors/eip6963.js'
export * as constants from './constants.js'
export {
  ConnectorNotFoundError,
  InvalidOptionError,
  NetworkNotFoundError,
} from './errors/config.js'
export { FoyerError, type FoyerErrorParameters } from './errors/FoyerError.js'
export {
  getRpcErrorCode,
  toWalletError,
  UserRejectedRequestError,
  unknownRpcErrorMessage,
  WalletRpcError,
  walletRpcErrorCodes,
} from './errors/rpc.js'
export { formatAmount } from './format/formatAmount.js'
export { truncateAddress } from './format/truncateAddress.js'
export {
  type ConnectionStatus,
  connectionTransition,
  initialConnectionStatus,
} from './machines/connection.js'
export { type ModalState, type ModalStatus, modalTransition } from './machines/modal.js'
export {
  currentRoute,
  type Route,
  type RouterState,
  resolveOpenView,
  routerTransition,
  shouldCloseOnBack,
  type View,
  views,
} from './machines/router.js'
export {
  type WalletConnectionState,
  walletConnectionTransition,
} from './machines/walletConnection.js'
export { balanceQueryKey, balanceQueryOptions } from './query/balanceQueryOptions.js'
export type { AccountState, ThemeMode } from './store/atoms.js'
export * as atoms from './store/atoms.js'
export { createFoyer, type Foyer, type OpenModalParameters } from './store/createFoyer.js'
export type { Adapter, FoyerOptions, Metadata, ResolvedFoyerOptions } from './store/options.js'
export { type FoyerStorage, memoryStorage } from './store/storage.js'
