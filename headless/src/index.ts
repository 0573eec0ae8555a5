// @foyer/headless: framework-free core. React hooks live in @foyer/headless/react.
export { type EvmAdapter, type EvmConnection, evmAdapter } from './adapters/evm.js'
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
export type {
  Connector,
  ConnectorType,
  Eip1193Provider,
} from './connectors/connector.js'
export {
  announcedConnector,
  type EIP6963ProviderDetail,
  watchAnnouncedProviders,
} from './connectors/eip6963.js'
export * as constants from './constants.js'
export {
  FrameLoadFailedError,
  FrameRequestTimeoutError,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
  providerErrorAlerts,
  providerErrorToAlert,
  SessionExpiredError,
  SwitchNetworkNotFoundError,
  UnverifiedDomainError,
} from './errors/alerts.js'
export {
  ApiRequestFailedError,
  getApiErrorReason,
  HttpStatusError,
  type HttpStatusErrorParameters,
  httpStatusNames,
} from './errors/api.js'
export {
  actionNotAllowedText,
  EmailDependencyLoadError,
  EmailLoginRateLimitError,
  FrameReplyError,
  frameReplyDefaultMessage,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountNotSupportedError,
  SomethingWentWrongError,
} from './errors/auth.js'
export {
  AdapterNotFoundError,
  CaipIdUndefinedError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ChainRequiredError,
  EnsChainIdTooLargeError,
  GasPriceNetworkNotSupportedError,
  InvalidCaipAddressError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  SwapNetworkNotSupportedError,
  UnsupportedChainError,
} from './errors/chain.js'
export {
  ConnectionClientNotSetError,
  ControllerClientsNotSetError,
  NetworkClientNotSetError,
  NoConnectionClientError,
} from './errors/client.js'
export {
  ConnectorNotFoundError,
  InvalidOptionError,
  NetworkNotFoundError,
  SiweAndSiwxConflictError,
} from './errors/config.js'
export {
  FoyerError,
  type FoyerErrorParameters,
} from './errors/FoyerError.js'
export {
  DisconnectFailedError,
  toFoyerError,
  UnknownError,
  ValidationFailedError,
} from './errors/generic.js'
export {
  AddressOrAuthConnectorNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './errors/names.js'
export {
  ContractRevertedError,
  RpcHttpError,
  RpcRequestFailedError,
  RpcTimeoutError,
  TransactionFeeCapError,
  TransactionGasError,
  TransactionInsufficientFundsError,
  TransactionNonceError,
  TransactionTypeUnsupportedError,
  toNodeError,
} from './errors/node.js'
export {
  getRpcErrorCode,
  toWalletError,
  UserRejectedRequestError,
  unknownRpcCodeMessage,
  WalletRpcError,
  type WalletRpcErrorCode,
  walletRpcErrorCodes,
} from './errors/rpc.js'
export {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from './errors/send.js'
export {
  FetchTransactionsError,
  MissingAccountAddressError,
  TokenBalanceUnavailableError,
} from './errors/transactions.js'
export {
  AbiAddressError,
  AbiArrayLengthError,
  AbiBoolError,
  AbiBytesSizeError,
  AbiEncodingError,
  AbiIntegerRangeError,
  InvalidEmailError,
  InvalidNameError,
  InvalidOtpError,
  InvalidSendCallsError,
  InvalidSocialProviderError,
  InvalidSolanaSendOptionsError,
  InvalidThemeModeError,
  TransactionAddressError,
  TransactionChainIdError,
  TransactionFeeCapTooHighError,
  TransactionFeeConflictError,
  TransactionTipAboveFeeCapError,
} from './errors/validation.js'
export { LocalConfigurationIgnoredWarning } from './errors/warnings.js'
export { formatAmount } from './format/formatAmount.js'
export { formatQuantity } from './format/formatQuantity.js'
export { formatUsd } from './format/formatUsd.js'
export {
  type DatedTransaction,
  groupTransactionsByYear,
  type TransactionMonth,
  type TransactionsByYear,
} from './format/groupTransactionsByYear.js'
export {
  incomingOperationTypes,
  outgoingOperationTypes,
  transactionSign,
} from './format/transactionSign.js'
export { truncateAddress } from './format/truncateAddress.js'
export {
  type ConnectionEvent,
  type ConnectionStatus,
  connectionTransition,
  initialConnectionStatus,
} from './machines/connection.js'
export {
  type EmailLoginEvent,
  type EmailLoginState,
  emailLoginTransition,
  initialEmailLoginState,
} from './machines/emailLogin.js'
export {
  type EmailUpdateEvent,
  type EmailUpdateState,
  emailUpdateTransition,
  initialEmailUpdateState,
} from './machines/emailUpdate.js'
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
} from './machines/modal.js'
export {
  activeNetworkAfterRemoval,
  afterNetworkSwitch,
  shouldOpenUnsupportedChain,
  type UnsupportedChainContext,
} from './machines/networkSwitch.js'
export {
  initialPairingState,
  isPairingExpired,
  type PairingEvent,
  type PairingState,
  type PairingWallet,
  pairingTransition,
} from './machines/pairing.js'
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
} from './machines/router.js'
export {
  initialSendState,
  type SendEvent,
  type SendForm,
  type SendState,
  sendTransition,
} from './machines/send.js'
export {
  initialSiwxState,
  type SiwxEffect,
  type SiwxEvent,
  type SiwxState,
  shouldRequestSiwx,
  shouldUseOneClickAuth,
  siwxTransition,
} from './machines/siwx.js'
export {
  initialToastQueueState,
  nextToastDeadline,
  type Toast,
  type ToastQueueEvent,
  type ToastQueueState,
  toastQueueTransition,
  type VisibleToast,
} from './machines/toast.js'
export {
  type TransactionStack,
  type TransactionStackEntry,
  type TransactionStackEvent,
  type TransactionStackStep,
  transactionStackTransition,
} from './machines/transactionStack.js'
export {
  canFetchMoreTransactions,
  initialTransactionsState,
  type TransactionsEvent,
  type TransactionsState,
  transactionsTransition,
} from './machines/transactions.js'
export {
  initialWalletConnectionState,
  type WalletConnectionEvent,
  type WalletConnectionState,
  walletConnectionTransition,
} from './machines/walletConnection.js'
export { balanceQueryKey, balanceQueryOptions } from './query/balanceQueryOptions.js'
export {
  type TokenBalancesQueryParameters,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './query/tokenBalancesQueryOptions.js'
export type { AccountState, ThemeMode } from './store/atoms.js'
export * as atoms from './store/atoms.js'
export {
  type CheckAppConfigurationParameters,
  checkAppConfiguration,
  isOriginAllowed,
} from './store/checkAppConfiguration.js'
export {
  filterSocialsForTelegram,
  resolveConnectMethodsOrder,
  shouldCollapseWallets,
  type TelegramPlatform,
} from './store/connectMethods.js'
export { createFoyer, type Foyer, type OpenModalParameters } from './store/createFoyer.js'
export { loadRemoteFeatures } from './store/loadRemoteFeatures.js'
export {
  addConnector,
  connectorKey,
  isWalletConnectListed,
  mergeConnectors,
  normalizeConnectorName,
  sortInjectedConnectors,
} from './store/mergeConnectors.js'
export {
  type Adapter,
  type ConnectMethod,
  type ConnectorSection,
  type CustomWallet,
  defaultFeatures,
  type Features,
  type FoyerOptions,
  type FoyerServices,
  type Metadata,
  type ResolvedFeatures,
  type ResolvedFoyerOptions,
  resolveFeatures,
  resolveOptions,
  type SocialOption,
  type WalletFeature,
} from './store/options.js'
export {
  type MergeRemoteFeaturesReturnType,
  mergeRemoteFeatures,
  remoteFeatureKeys,
} from './store/remoteConfig.js'
export type {
  SiweConfig,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
} from './store/siwxConfig.js'
export {
  createStorageAccess,
  defaultStorage,
  type FoyerStorage,
  memoryStorage,
  type StorageAccess,
  type StorageEntry,
} from './store/storage.js'
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
} from './store/storageKeys.js'
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
  normalizeWalletSearch,
  orderConnectorSections,
  orderFeaturedWallets,
  PHANTOM_WALLET_ID,
  recommendedWalletCount,
  sortInstalledFirst,
  walletCountBadge,
  walletPageParameters,
  walletSearchParameters,
} from './store/walletList.js'
export {
  encodeContractArguments,
  toAbiEncodingError,
  validateContractArguments,
} from './validation/contractArguments.js'
export {
  assertEmail,
  validateEmail,
} from './validation/email.js'
export {
  assertEmailLoginAllowed,
  emailLoginWaitSeconds,
} from './validation/emailLoginCooldown.js'
export {
  type AssertNameRegistrationParameters,
  assertName,
  assertNameRegistration,
  isValidName,
  validateName,
} from './validation/name.js'
export {
  assertOtp,
  isOtpComplete,
  validateOtp,
} from './validation/otp.js'
export {
  classifyResponseString,
  isSignedMessage,
  isTransactionHash,
} from './validation/responseString.js'
export {
  assertValid,
  type FieldResult,
  firstError,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './validation/result.js'
export {
  assertRpcMethodAllowed,
  classifyRpcMethod,
  safeRpcMethods,
  unsafeRpcMethods,
} from './validation/rpcMethods.js'
export {
  assertSendCalls,
  type SendCall,
  validateSendCalls,
} from './validation/sendCalls.js'
export {
  assertSendForm,
  type SendFormValues,
  validateSendForm,
} from './validation/sendForm.js'
export {
  assertSocialProvider,
  isSocialProvider,
  type SocialProvider,
  socialProviders,
  validateSocialProvider,
} from './validation/socialProvider.js'
export {
  assertSolanaSendOptions,
  type SolanaCommitment,
  type SolanaSendOptions,
  solanaCommitments,
  validateSolanaSendOptions,
} from './validation/solanaSendOptions.js'
export {
  assertThemeMode,
  isThemeMode,
  themeModes,
  validateThemeMode,
} from './validation/themeMode.js'
export {
  assertTransactionRequest,
  type TransactionQuantity,
  type TransactionRequestFields,
  validateTransactionRequest,
} from './validation/transactionRequest.js'
