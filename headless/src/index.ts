// @foyer/headless: the framework-free public surface — createFoyer and mount, the actions,
// the connector contract, adapters, chains, errors, validators, formatters and constants.
// React lives in ./react, query options in ./query, the mock wallet in ./testing, and what
// ui-default needs beyond the public hooks (atoms, machines) in ./internal (unstable).
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './actions/addNetwork.js'
export {
  type BuyPayShortfallErrorType,
  type BuyPayShortfallReturnType,
  buyPayShortfall,
} from './actions/buyPayShortfall.js'
export {
  type CancelConnectErrorType,
  type CancelConnectReturnType,
  cancelConnect,
} from './actions/cancelConnect.js'
export {
  type CancelOnrampErrorType,
  type CancelOnrampReturnType,
  cancelOnramp,
} from './actions/cancelOnramp.js'
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
  type DismissToastErrorType,
  type DismissToastParameters,
  type DismissToastReturnType,
  dismissToast,
} from './actions/dismissToast.js'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from './actions/estimateGas.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './actions/estimateSendFee.js'
export {
  type FinishSendErrorType,
  type FinishSendReturnType,
  finishSend,
} from './actions/finishSend.js'
export {
  type FinishSwapErrorType,
  type FinishSwapReturnType,
  finishSwap,
} from './actions/finishSwap.js'
export {
  type FlipSwapTokensErrorType,
  type FlipSwapTokensParameters,
  type FlipSwapTokensReturnType,
  flipSwapTokens,
} from './actions/flipSwapTokens.js'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from './actions/getAccount.js'
export {
  type GetAccountNamesErrorType,
  type GetAccountNamesParameters,
  type GetAccountNamesReturnType,
  getAccountNames,
} from './actions/getAccountNames.js'
export {
  type GetAccountRecordsErrorType,
  type GetAccountRecordsParameters,
  type GetAccountRecordsReturnType,
  getAccountRecords,
} from './actions/getAccountRecords.js'
export {
  type GetAssetsErrorType,
  type GetAssetsReturnType,
  getAssets,
} from './actions/getAssets.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './actions/getCapabilities.js'
export {
  type GetConnectorsErrorType,
  type GetConnectorsReturnType,
  getConnectors,
} from './actions/getConnectors.js'
export {
  type GetEmailLoginCooldownReturnType,
  getEmailLoginCooldown,
} from './actions/getEmailLoginCooldown.js'
export {
  type GetRecentWalletsErrorType,
  type GetRecentWalletsReturnType,
  getRecentWallets,
} from './actions/getRecentWallets.js'
export {
  type GetSiwxStateErrorType,
  type GetSiwxStateReturnType,
  getSiwxState,
} from './actions/getSiwxState.js'
export {
  type GoBackErrorType,
  type GoBackReturnType,
  goBack,
} from './actions/goBack.js'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from './actions/grantPermissions.js'
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
  type OpenOnrampErrorType,
  type OpenOnrampParameters,
  type OpenOnrampReturnType,
  openOnramp,
} from './actions/openOnramp.js'
export {
  type OpenWalletLinkErrorType,
  type OpenWalletLinkParameters,
  type OpenWalletLinkReturnType,
  openWalletLink,
} from './actions/openWalletLink.js'
export {
  type PayParameters,
  type PayRequest,
  type PayResult,
  type PayReturnType,
  type PayStatus,
  pay,
} from './actions/pay.js'
export {
  type QuoteOnrampErrorType,
  type QuoteOnrampReturnType,
  quoteOnramp,
} from './actions/quoteOnramp.js'
export {
  type QuoteSwapErrorType,
  type QuoteSwapReturnType,
  quoteSwap,
} from './actions/quoteSwap.js'
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
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './actions/registerAccountName.js'
export {
  type RemoveAdapterErrorType,
  type RemoveAdapterParameters,
  type RemoveAdapterReturnType,
  removeAdapter,
} from './actions/removeAdapter.js'
export {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  type RemoveNetworkReturnType,
  removeNetwork,
} from './actions/removeNetwork.js'
export {
  type RequestCloseModalErrorType,
  type RequestCloseModalReturnType,
  requestCloseModal,
} from './actions/requestCloseModal.js'
export {
  type ResetOnrampErrorType,
  type ResetOnrampReturnType,
  resetOnramp,
} from './actions/resetOnramp.js'
export {
  type ResetPayErrorType,
  type ResetPayReturnType,
  resetPay,
} from './actions/resetPay.js'
export {
  type ResetSendFormErrorType,
  type ResetSendFormReturnType,
  resetSendForm,
} from './actions/resetSendForm.js'
export {
  type ResetSwapErrorType,
  type ResetSwapReturnType,
  resetSwap,
} from './actions/resetSwap.js'
export {
  type ResolveApprovalErrorType,
  type ResolveApprovalParameters,
  type ResolveApprovalReturnType,
  resolveApproval,
} from './actions/resolveApproval.js'
export {
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from './actions/resolveName.js'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from './actions/revokePermissions.js'
export {
  type RevokeSmartSessionParameters,
  revokeSmartSession,
} from './actions/revokeSmartSession.js'
export {
  type SelectConnectListItemErrorType,
  type SelectConnectListItemParameters,
  type SelectConnectListItemReturnType,
  selectConnectListItem,
} from './actions/selectConnectListItem.js'
export {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from './actions/selectWallet.js'
export {
  type SelectWalletListEntryErrorType,
  type SelectWalletListEntryParameters,
  type SelectWalletListEntryReturnType,
  selectWalletListEntry,
} from './actions/selectWalletListEntry.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './actions/sendCalls.js'
export {
  type SendableToken,
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from './actions/sendToken.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction.js'
export {
  type SetAccountTabErrorType,
  type SetAccountTabParameters,
  type SetAccountTabReturnType,
  setAccountTab,
} from './actions/setAccountTab.js'
export {
  type SetLegalAcceptedErrorType,
  type SetLegalAcceptedParameters,
  type SetLegalAcceptedReturnType,
  setLegalAccepted,
} from './actions/setLegalAccepted.js'
export {
  type SetSwapMaxAmountErrorType,
  type SetSwapMaxAmountReturnType,
  setSwapMaxAmount,
} from './actions/setSwapMaxAmount.js'
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
  type ShowToastErrorType,
  type ShowToastParameters,
  type ShowToastReturnType,
  showToast,
} from './actions/showToast.js'
export { signalIntent } from './actions/signalIntent.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './actions/signTypedData.js'
export {
  type SiwxCancelErrorType,
  type SiwxCancelReturnType,
  type SiwxSignInErrorType,
  type SiwxSignInReturnType,
  type SiwxSignOutErrorType,
  type SiwxSignOutReturnType,
  siwxCancel,
  siwxSignIn,
  siwxSignOut,
} from './actions/siwxActions.js'
export {
  type SubmitSendFormErrorType,
  type SubmitSendFormParameters,
  type SubmitSendFormReturnType,
  submitSendForm,
} from './actions/submitSendForm.js'
export {
  type SubmitSwapErrorType,
  type SubmitSwapReturnType,
  submitSwap,
} from './actions/submitSwap.js'
export {
  type SuggestNamesErrorType,
  type SuggestNamesParameters,
  type SuggestNamesReturnType,
  suggestNames,
} from './actions/suggestNames.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
export {
  type TransferTokenErrorType,
  type TransferTokenParameters,
  type TransferTokenReturnType,
  transferToken,
} from './actions/transferToken.js'
export {
  type UpdateOnrampFormErrorType,
  type UpdateOnrampFormParameters,
  type UpdateOnrampFormReturnType,
  updateOnrampForm,
} from './actions/updateOnrampForm.js'
export {
  type UpdateSendFormErrorType,
  type UpdateSendFormParameters,
  type UpdateSendFormReturnType,
  updateSendForm,
} from './actions/updateSendForm.js'
export {
  type UpdateSwapFormErrorType,
  type UpdateSwapFormParameters,
  type UpdateSwapFormReturnType,
  updateSwapForm,
} from './actions/updateSwapForm.js'
export {
  type WaitForRestoreErrorType,
  type WaitForRestoreParameters,
  type WaitForRestoreReturnType,
  waitForRestore,
} from './actions/waitForRestore.js'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount.js'
export {
  type WatchSiwxStateErrorType,
  type WatchSiwxStateParameters,
  type WatchSiwxStateReturnType,
  watchSiwxState,
} from './actions/watchSiwxState.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from './actions/writeContract.js'
export {
  type BitcoinAdapter,
  type BitcoinGetBalanceParameters,
  type BitcoinSignMessageParameters,
  bitcoinAdapter,
} from './adapters/bitcoin.js'
export {
  type EvmAdapter,
  type EvmChainTokenBalance,
  type EvmGetBalanceParameters,
  type EvmGetTokenBalancesParameters,
  type EvmSendTransactionParameters,
  type EvmSignMessageParameters,
  evmAdapter,
} from './adapters/evm.js'
export type {
  Asset,
  EvmCall,
  EvmCallsReceipt,
  EvmCallsStatus,
  EvmContractCall,
  EvmEstimateGasParameters,
  EvmGetAssetsParameters,
  EvmGetCallsStatusParameters,
  EvmGetCapabilitiesParameters,
  EvmGrantedPermissions,
  EvmGrantPermissionsParameters,
  EvmPermission,
  EvmPermissionPolicy,
  EvmRevokePermissionsParameters,
  EvmSendCallsParameters,
  EvmSendCallsResult,
  EvmSignTypedDataParameters,
  EvmTypedData,
  EvmWalletCapabilities,
  EvmWalletParameters,
  EvmWriteContractParameters,
} from './adapters/evmWalletTypes.js'
export {
  type SolanaAdapter,
  type SolanaAdapterParameters,
  type SolanaGetBalanceParameters,
  type SolanaSendTransactionParameters,
  type SolanaSignature,
  type SolanaSignMessageParameters,
  type SolanaTokenBalance,
  type SolanaTransferTokenParameters,
  solanaAdapter,
} from './adapters/solana.js'
export {
  type AccountRecord,
  type AccountType,
  defaultAccountTypes,
  namespaceAccountTypes,
  resolveAccountType,
} from './chains/accountTypes.js'
export { addressExplorerUrl, type ExplorerNetwork } from './chains/addressExplorerUrl.js'
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
export { type SolanaWalletChain, solanaClusterReferences } from './chains/solanaChains.js'
export { addEthereumChainParameter } from './connectors/addEthereumChainParameter.js'
// Types only: the Bitcoin Wallet Standard connector loads with import() when a host offers Bitcoin.
export type {
  BitcoinPurpose,
  BitcoinStandardParameters,
  BitcoinStandardProvider,
  BitcoinWalletAccount,
} from './connectors/bitcoinStandard.js'
export {
  type Connector,
  type ConnectorChainId,
  type ConnectorConfig,
  type ConnectorConnection,
  type ConnectorConnectParameters,
  type ConnectorEvent,
  type ConnectorMetadata,
  type ConnectorStorage,
  type ConnectorSwitchChainParameters,
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
export type { Eip1193Provider } from './connectors/eip1193.js'
export type {
  EmbeddedApprovalRequest,
  EmbeddedApprover,
} from './connectors/embedded/embeddedProvider.js'
export {
  EMBEDDED_CONNECTOR_ID,
  type EmbeddedTheme,
  type EmbeddedWalletConnector,
  type EmbeddedWalletParameters,
  embeddedWallet,
} from './connectors/embedded/embeddedWallet.js'
export type {
  FrameAccountType,
  FrameRequestEvent,
  FrameRequests,
  FrameUser,
} from './connectors/embedded/protocol.js'
export { type InjectedParameters, injected } from './connectors/injected.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  walletConnect,
} from './connectors/walletConnect.js'
export type {
  CreateWalletConnectProvider,
  WalletConnectParameters,
  WalletConnectProvider,
  WalletConnectProviderOptions,
} from './connectors/walletConnectSession.js'
// Types only: the Wallet Standard connector loads with import() when a host offers Solana.
export type {
  WalletStandardParameters,
  WalletStandardProvider,
} from './connectors/walletStandard.js'
export * as constants from './constants/index.js'
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
  EmailLoginRateLimitError,
  FrameReplyError,
  frameReplyDefaultMessage,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  SignInPopupBlockedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountNotSupportedError,
  SomethingWentWrongError,
} from './errors/auth.js'
export {
  AdapterNotFoundError,
  CaipIdUndefinedError,
  ChainAdapterNotFoundError,
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
  FoyerProviderNotFoundError,
  InvalidOptionError,
  InvalidThemeModeError,
  NetworkNotFoundError,
  SiweAndSiwxConflictError,
} from './errors/config.js'
export { ConnectCancelledError, ConnectTimeoutError } from './errors/connect.js'
export { UnsafeDeepLinkError } from './errors/deepLink.js'
export { displayMessage, fallbackErrorMessage } from './errors/displayMessage.js'
export { EmailDependencyLoadError } from './errors/emailDependency.js'
export { FoyerError, type FoyerErrorParameters } from './errors/FoyerError.js'
export { InvalidFormatArgumentError } from './errors/format.js'
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
  OnrampAmountAboveMaximumError,
  OnrampAmountBelowMinimumError,
  OnrampPurchaseTimeoutError,
  OnrampUrlUnavailableError,
  OnrampWindowBlockedError,
} from './errors/onramp.js'
export { InvalidParameterError } from './errors/parameters.js'
export {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  CallsBundleTooLargeError,
  ChainNotSupportedError,
  DuplicateCallsIdError,
  getRpcErrorCode,
  toWalletError,
  UnknownCallsIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UserRejectedRequestError,
  unknownRpcCodeMessage,
  WalletRpcError,
  type WalletRpcErrorCode,
  walletRpcErrorCodes,
} from './errors/rpc.js'
export {
  InsufficientBalanceError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from './errors/send.js'
export {
  SolanaCallDataUnsupportedError,
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaTransactionNotConfirmedError,
  toWalletStandardError,
} from './errors/solana.js'
export {
  SwapNoRouteError,
  SwapQuoteExpiredError,
  SwapTransactionRevertedError,
} from './errors/swap.js'
export {
  FetchTransactionsError,
  MissingAccountAddressError,
  NftsUnavailableError,
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
  TransactionAddressError,
  TransactionChainIdError,
  TransactionFeeCapTooHighError,
  TransactionFeeConflictError,
  TransactionTipAboveFeeCapError,
} from './errors/validation.js'
export { LocalConfigurationIgnoredWarning } from './errors/warnings.js'
export {
  type DescribableTransaction,
  describeTransaction,
  type TransactionDescription,
} from './format/describeTransaction.js'
// Types only: the describer imports viem, so useApproveRequest loads it with import().
export type {
  DescribableWalletRequest,
  WalletRequestDescription,
  WalletRequestDetail,
} from './format/describeWalletRequest.js'
export { formatAmount } from './format/formatAmount.js'
export { formatQuantity } from './format/formatQuantity.js'
export { formatUsd } from './format/formatUsd.js'
export {
  type DatedTransaction,
  groupTransactionsByYear,
  type TransactionMonth,
  type TransactionsByYear,
} from './format/groupTransactionsByYear.js'
export { formatUnitsExact, parseAmount } from './format/parseAmount.js'
export { formatFee, sendDeclinedMessage, sendErrorMessage } from './format/sendFormText.js'
export {
  incomingOperationTypes,
  outgoingOperationTypes,
  transactionSign,
} from './format/transactionSign.js'
export { truncateAddress } from './format/truncateAddress.js'
export type { AccountState, ConnectionStatus } from './machines/connection.js'
export type { ModalState, ModalStatus } from './machines/modal.js'
export type {
  OnrampForm,
  OnrampProvider,
  OnrampState,
  OnrampStatus,
} from './machines/onramp.js'
export type { PairingState } from './machines/pairing.js'
export type { WalletConnectPairingStatus } from './machines/pairingStatus.js'
export type { PayState, PayStep, PayStepState } from './machines/pay.js'
export type {
  Route,
  RouteArguments,
  RouteData,
  RouteDataByView,
  View,
  ViewWithData,
} from './machines/router.js'
export type { SendForm, SendFormToken, SendState } from './machines/send.js'
export type {
  SwapForm,
  SwapQuoteDetails,
  SwapState,
  SwapStatus,
  SwapTokenOption,
} from './machines/swap.js'
export type { Toast, VisibleToast } from './machines/toast.js'
export type { WalletConnectionState } from './machines/walletConnection.js'
export { type AccountTab, accountTabs } from './rules/accountView.js'
export {
  type ConnectListItemDescription,
  describeConnectListItem,
} from './rules/describeConnectListItem.js'
export { type LegalConsent, resolveLegalConsent } from './rules/legalConsent.js'
export { isEstimateQuote, onrampAmountError } from './rules/onramp.js'
export { type SwapTokenLists, swapTokenLists } from './rules/swapForm.js'
export {
  type SwapAction,
  type SwapStep,
  type SwapSummary,
  swapSummary,
} from './rules/swapSummary.js'
export { tokenPriceAddresses, totalTokenValue, withTokenPrices } from './rules/tokenValues.js'
export type {
  DirectoryWalletWithImage,
  WalletDirectoryEntry,
  WalletEntrySource,
  WalletListEntry,
  WalletListStatus,
} from './rules/walletDirectoryList.js'
export {
  type CreateDefaultSiwxParameters,
  type CreateDefaultSiwxReturnType,
  createDefaultSiwx,
} from './store/createDefaultSiwx.js'
export { createFoyer, type Foyer, type FoyerStore } from './store/createFoyer.js'
export type { FoyerEvent } from './store/events.js'
export type {
  Adapter,
  FoyerOptions,
  FoyerServices,
  Metadata,
  ResolvedFoyerOptions,
  WalletConnectOptions,
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
export { assertEmail, validateEmail } from './validation/email.js'
export { assertEmailLoginAllowed, emailLoginWaitSeconds } from './validation/emailLoginCooldown.js'
export type {
  ConnectMethod,
  ConnectorSection,
  Features,
  ResolvedFeatures,
  SocialOption,
  WalletFeature,
} from './validation/featureOptions.js'
export {
  type AssertNameRegistrationParameters,
  assertName,
  assertNameRegistration,
  isValidName,
  nameLabel,
  nameRule,
  validateName,
} from './validation/name.js'
export { assertOptions, type OptionName, validateOptions } from './validation/options.js'
export { assertOtp, isOtpComplete, validateOtp } from './validation/otp.js'
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
export { sendBlockingError } from './validation/sendBlockingError.js'
export { assertSendCalls, type SendCall, validateSendCalls } from './validation/sendCalls.js'
export { assertSendForm, type SendFormValues, validateSendForm } from './validation/sendForm.js'
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
  type ThemeMode,
  type ThemeModeSetting,
  themeModeSettings,
  themeModes,
  validateThemeMode,
} from './validation/themeMode.js'
export {
  assertTransactionRequest,
  type TransactionQuantity,
  type TransactionRequestFields,
  validateTransactionRequest,
} from './validation/transactionRequest.js'
export type { CustomWallet } from './validation/walletOptions.js'
export { type MountOptions, mount } from './watchers/mount.js'
