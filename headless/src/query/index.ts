// @foyer/headless/query: TanStack Query key and options factories for remote data, and each
// instance's own query client.

export { getQueryClient } from '../store/getQueryClient.js'
export {
  type AccountNamesQueryParameters,
  accountNamesQueryKey,
  accountNamesQueryOptions,
} from './accountNamesQueryOptions.js'
export {
  type ActivityQueryParameters,
  activityQueryKey,
  activityQueryOptions,
  activityQueryRoot,
} from './activityQueryOptions.js'
export {
  type BalanceQueryParameters,
  balanceQueryKey,
  balanceQueryOptions,
} from './balanceQueryOptions.js'
export {
  type CallsStatusQueryParameters,
  callsStatusQueryKey,
  callsStatusQueryOptions,
} from './callsStatusQueryOptions.js'
export {
  type CapabilitiesQueryParameters,
  capabilitiesQueryKey,
  capabilitiesQueryOptions,
} from './capabilitiesQueryOptions.js'
export {
  type FeaturedWalletsQueryParameters,
  featuredWalletsQueryKey,
  featuredWalletsQueryOptions,
} from './featuredWalletsQueryOptions.js'
export { getCachedDirectoryWallet } from './getCachedDirectoryWallet.js'
export {
  type IdentityQueryParameters,
  identityQueryKey,
  identityQueryOptions,
} from './identityQueryOptions.js'
export {
  type NameQueryParameters,
  nameQueryKey,
  nameQueryOptions,
} from './nameQueryOptions.js'
export {
  type NameSuggestionsQueryParameters,
  nameSuggestionsQueryKey,
  nameSuggestionsQueryOptions,
} from './nameSuggestionsQueryOptions.js'
export { type NftsQueryParameters, nftsQueryKey, nftsQueryOptions } from './nftsQueryOptions.js'
export { onrampOptionsQueryKey, onrampOptionsQueryOptions } from './onrampOptionsQueryOptions.js'
export {
  type RecommendedWallets,
  type RecommendedWalletsQueryParameters,
  recommendedWalletsQueryKey,
  recommendedWalletsQueryOptions,
} from './recommendedWalletsQueryOptions.js'
export {
  type SendFeeQueryParameters,
  sendFeeQueryKey,
  sendFeeQueryOptions,
} from './sendFeeQueryOptions.js'
export {
  type SmartSession,
  type SmartSessionsQueryParameters,
  smartSessionsQueryKey,
  smartSessionsQueryOptions,
} from './smartSessionsQueryOptions.js'
export {
  type SwapAllowanceQueryParameters,
  swapAllowanceQueryKey,
  swapAllowanceQueryOptions,
} from './swapAllowanceQueryOptions.js'
export {
  type SwapTokensQueryData,
  type SwapTokensQueryParameters,
  swapTokensQueryKey,
  swapTokensQueryOptions,
} from './swapTokensQueryOptions.js'
export {
  type TokenBalancesQueryParameters,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './tokenBalancesQueryOptions.js'
export {
  type TokenPricesQueryParameters,
  tokenPricesQueryKey,
  tokenPricesQueryOptions,
} from './tokenPricesQueryOptions.js'
export {
  type WalletDirectoryPage,
  type WalletDirectoryQueryParameters,
  walletDirectoryQueryKey,
  walletDirectoryQueryOptions,
} from './walletDirectoryQueryOptions.js'
