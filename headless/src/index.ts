// @foyer/headless: the framework-free public surface — createFoyer and mount, the actions,
// the connector contract, adapters, chains, errors, validators, formatters and constants.
// React lives in ./react, query options in ./query, the mock wallet in ./testing, and what
// ui-default needs beyond the public hooks (atoms, machines) in ./internal (unstable).
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
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from './actions/reconnect.js'
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
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount.js'
export { type EvmAdapter, type EvmGetBalanceParameters, evmAdapter } from './adapters/evm.js'
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
  type ConnectorType,
  type CreateConnectorFn,
  createConnector,
} from './connectors/createConnector.js'
export {
  type Eip1193Provider,
  type InjectedParameters,
  injected,
} from './connectors/injected.js'
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
export type { AccountState, ConnectionStatus } from './machines/connection.js'
export type { ModalState, ModalStatus } from './machines/modal.js'
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
export type { Emitter, Listener } from './utils/createEmitter.js'
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
export { mount } from './watchers/mount.js'
