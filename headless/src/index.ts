// @foyer/headless: the framework-free public surface — createFoyer and mount, the actions,
// the connector contract, adapters, chains, errors, validators, formatters and constants.
// React lives in ./react, query options in ./query, the mock wallet in ./testing, and what
// ui-default needs beyond the public hooks (atoms, machines) in ./internal (unstable).
export {
  type CancelConnectErrorType,
  type CancelConnectReturnType,
  cancelConnect,
} from './actions/cancelConnect.js'
export {
  type CloseModalErrorType,
  type CloseModalReturnType,
  closeModal,
} from './actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect.js'
export {
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectParameters,
  type ConnectWalletConnectReturnType,
  connectWalletConnect,
} from './actions/connectWalletConnect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect.js'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from './actions/getAccount.js'
export {
  type GetConnectorsErrorType,
  type GetConnectorsReturnType,
  getConnectors,
} from './actions/getConnectors.js'
export {
  type GetRecentWalletsErrorType,
  type GetRecentWalletsReturnType,
  getRecentWallets,
} from './actions/getRecentWallets.js'
export {
  type GoBackErrorType,
  type GoBackReturnType,
  goBack,
} from './actions/goBack.js'
export {
  type NavigateErrorType,
  type NavigateParameters,
  type NavigateReturnType,
  navigate,
} from './actions/navigate.js'
export {
  type OpenModalErrorType,
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
} from './actions/openModal.js'
export {
  type OpenWalletLinkErrorType,
  type OpenWalletLinkParameters,
  type OpenWalletLinkReturnType,
  openWalletLink,
} from './actions/openWalletLink.js'
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from './actions/reconnect.js'
export {
  type RecordRecentWalletErrorType,
  type RecordRecentWalletParameters,
  type RecordRecentWalletReturnType,
  recordRecentWallet,
} from './actions/recordRecentWallet.js'
export {
  type RequestCloseModalErrorType,
  type RequestCloseModalReturnType,
  requestCloseModal,
} from './actions/requestCloseModal.js'
export {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from './actions/selectWallet.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction.js'
export {
  type SetThemeModeErrorType,
  type SetThemeModeParameters,
  type SetThemeModeReturnType,
  setThemeMode,
} from './actions/setThemeMode.js'
export {
  type ShakeModalErrorType,
  type ShakeModalReturnType,
  shakeModal,
} from './actions/shakeModal.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount.js'
export {
  type EvmAdapter,
  type EvmGetBalanceParameters,
  type EvmSendTransactionParameters,
  type EvmSignMessageParameters,
  evmAdapter,
} from './adapters/evm.js'
export {
  type AccountRecord,
  type AccountType,
  defaultAccountTypes,
  namespaceAccountTypes,
  resolveAccountType,
} from './chains/accountTypes.js'
export {
  assertCaipAddress,
  type CaipAddress,
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './chains/caipAddress.js'
export {
  formatCaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './chains/caipNetworkId.js'
export { ensCoinType } from './chains/ensCoinType.js'
export { isAddressOfNamespace } from './chains/isAddress.js'
export { isNetworkSupported } from './chains/isNetworkSupported.js'
export {
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
} from './chains/namespaces.js'
export {
  type CaipNetworkId,
  type DefineNetworkOptions,
  defineNetwork,
  isNetwork,
  type Network,
  type NetworkState,
  toNetwork,
} from './chains/network.js'
export {
  type Connector,
  type ConnectorChainId,
  type ConnectorConfig,
  type ConnectorConnection,
  type ConnectorConnectParameters,
  type ConnectorEvent,
  type ConnectorMetadata,
  type ConnectorStorage,
  type ConnectorType,
  type CreateConnectorFn,
  createConnector,
} from './connectors/createConnector.js'
export {
  assertSafeWalletLink,
  formatWalletLink,
  isSafeWalletLink,
  type WalletLinks,
  type WalletPlatform,
  walletLink,
  walletPlatforms,
} from './connectors/deepLinks.js'
export {
  type Eip1193Provider,
  type InjectedParameters,
  injected,
} from './connectors/injected.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectAuthenticateParameters,
  type WalletConnectAuthenticateReturnType,
  type WalletConnectConnector,
  type WalletConnectParameters,
  walletConnect,
} from './connectors/walletConnect.js'
export type {
  CreateWalletConnectProvider,
  WalletConnectProvider,
  WalletConnectProviderOptions,
} from './connectors/walletConnectSession.js'
export * as constants from './constants.js'
export * from './errors/alerts.js'
export * from './errors/api.js'
export * from './errors/auth.js'
export * from './errors/chain.js'
export * from './errors/client.js'
export * from './errors/config.js'
export * from './errors/connect.js'
export * from './errors/deepLink.js'
export { FoyerError, type FoyerErrorParameters } from './errors/FoyerError.js'
export * from './errors/format.js'
export * from './errors/generic.js'
export * from './errors/names.js'
export * from './errors/node.js'
export * from './errors/rpc.js'
export * from './errors/send.js'
export * from './errors/transactions.js'
export * from './errors/validation.js'
export * from './errors/warnings.js'
export * from './format/formatAmount.js'
export * from './format/formatQuantity.js'
export * from './format/formatUsd.js'
export * from './format/groupTransactionsByYear.js'
export * from './format/transactionSign.js'
export * from './format/truncateAddress.js'
export type { AccountState, ConnectionStatus } from './machines/connection.js'
export type { ModalState, ModalStatus } from './machines/modal.js'
export type { PairingState, WalletConnectPairingStatus } from './machines/pairing.js'
export type { Route, RouteData, View } from './machines/router.js'
export type { WalletConnectionState } from './machines/walletConnection.js'
export { createFoyer, type Foyer, type FoyerStore } from './store/createFoyer.js'
export type { FoyerEvent } from './store/events.js'
export type {
  Adapter,
  ConnectMethod,
  ConnectorSection,
  CustomWallet,
  Features,
  FoyerOptions,
  FoyerServices,
  Metadata,
  ResolvedFeatures,
  ResolvedFoyerOptions,
  SocialOption,
  WalletConnectOptions,
  WalletFeature,
} from './store/options.js'
export type {
  SiweConfig,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
} from './store/siwxConfig.js'
export { type FoyerStorage, memoryStorage } from './store/storage.js'
export type {
  DirectoryWalletWithImage,
  WalletDirectoryEntry,
  WalletEntrySource,
  WalletListEntry,
  WalletListStatus,
} from './store/walletDirectoryList.js'
export type { Emitter, Listener } from './utils/createEmitter.js'
export * from './validation/contractArguments.js'
export * from './validation/email.js'
export * from './validation/emailLoginCooldown.js'
export * from './validation/name.js'
export * from './validation/options.js'
export * from './validation/otp.js'
export * from './validation/responseString.js'
export * from './validation/result.js'
export * from './validation/rpcMethods.js'
export * from './validation/sendCalls.js'
export * from './validation/sendForm.js'
export * from './validation/socialProvider.js'
export * from './validation/solanaSendOptions.js'
export * from './validation/themeMode.js'
export * from './validation/transactionRequest.js'
export { mount } from './watchers/mount.js'
