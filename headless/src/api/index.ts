// @foyer/headless/api: the provider's services as plain async functions `(client, params)`,
// the HTTP client with the spec's retry policy, analytics and RPC transports.
export { alertForApiError } from './alertForApiError.js'
export {
  type BlockchainApi,
  createBlockchainApi,
} from './blockchainApi.js'
export {
  type BuildApproveTransactionParameters,
  buildApproveTransaction,
} from './buildApproveTransaction.js'
export {
  type BuildMeldUrlParameters,
  buildMeldUrl,
} from './buildMeldUrl.js'
export {
  type BuildSwapTransactionParameters,
  buildSwapTransaction,
} from './buildSwapTransaction.js'
export {
  type Analytics,
  type AnalyticsEvent,
  type CreateAnalyticsOptions,
  createAnalytics,
  skippedAnalyticsEvent,
} from './createAnalytics.js'
export {
  createErrorTelemetry,
  type ErrorTelemetry,
} from './createErrorTelemetry.js'
export {
  type CreateFoyerApiOptions,
  createFoyerApi,
  type FoyerApi,
  type FoyerServiceUrls,
} from './createFoyerApi.js'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type QueryValue,
  retryDelayFor,
  shouldRetryRequest,
} from './createHttpClient.js'
export {
  createRateLimiter,
  type RateLimiter,
} from './createRateLimiter.js'
export {
  type CreateRpcTransportOptions,
  createRpcTransport,
} from './createRpcTransport.js'
export {
  createSupportedChainsGate,
  type SupportedChainsGate,
} from './createSupportedChainsGate.js'
export { filterTransactions } from './filterTransactions.js'
export {
  type GenerateOnrampUrlParameters,
  generateOnrampUrl,
} from './generateOnrampUrl.js'
export { getAllowedOrigins } from './getAllowedOrigins.js'
export { getAnalyticsConfig } from './getAnalyticsConfig.js'
export {
  type GetBalancesParameters,
  getBalances,
} from './getBalances.js'
export { getGasPrice } from './getGasPrice.js'
export {
  type GetIdentityParameters,
  getIdentity,
} from './getIdentity.js'
export {
  getImage,
  getImageUrl,
  type ImageKind,
} from './getImage.js'
export { getNameSuggestions } from './getNameSuggestions.js'
export { type GetNftsParameters, getNfts } from './getNfts.js'
export {
  getOnrampOptions,
  sampleOnrampOptions,
} from './getOnrampOptions.js'
export {
  type GetOnrampQuoteParameters,
  getOnrampQuote,
  placeholderOnrampQuote,
} from './getOnrampQuote.js'
export {
  type GetProjectConfigReturnType,
  getProjectConfig,
} from './getProjectConfig.js'
export { getSession } from './getSession.js'
export { getSupportedChains } from './getSupportedChains.js'
export {
  type GetSwapAllowanceParameters,
  getSwapAllowance,
} from './getSwapAllowance.js'
export {
  type GetSwapQuotesParameters,
  getSwapQuotes,
} from './getSwapQuotes.js'
export { getSwapTokens } from './getSwapTokens.js'
export {
  type GetTokenPricesParameters,
  getTokenPrices,
} from './getTokenPrices.js'
export {
  type GetTransactionHistoryParameters,
  getTransactionHistory,
} from './getTransactionHistory.js'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from './getWallets.js'
export { lookupName } from './lookupName.js'
export { apiPaths } from './paths.js'
export {
  nameRegistrationMessage,
  type RegisterNameParameters,
  registerName,
} from './registerName.js'
export {
  type RequestWalletsErrorType,
  type RequestWalletsParameters,
  type RequestWalletsReturnType,
  requestWallets,
} from './requestWallets.js'
export { reverseLookupNames } from './reverseLookupNames.js'
export { revokeSession } from './revokeSession.js'
export { rpcProxyUrl, rpcUrlsFor } from './rpcProxyUrl.js'
export type {
  BuiltTransaction,
  DirectoryWallet,
  FungiblePrice,
  GasPrices,
  Identity,
  NameRecord,
  NameSuggestion,
  Nft,
  OnrampAmount,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
  Quantity,
  RemoteFeature,
  SiwxSessionList,
  SiwxSessionRecord,
  SupportedChains,
  SwapQuote,
  SwapToken,
  TokenBalance,
  Transaction,
  TransactionPage,
  TransactionTransfer,
  WalletPage,
} from './types.js'
