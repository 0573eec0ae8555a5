// @foyer/headless/query: TanStack Query key and options factories for remote data.
export {
  type BalanceQueryParameters,
  balanceQueryKey,
  balanceQueryOptions,
} from './balanceQueryOptions.js'
export {
  type FeaturedWalletsQueryParameters,
  featuredWalletsQueryKey,
  featuredWalletsQueryOptions,
} from './featuredWalletsQueryOptions.js'
export { getCachedDirectoryWallet } from './getCachedDirectoryWallet.js'
export {
  type RecommendedWallets,
  type RecommendedWalletsQueryParameters,
  recommendedWalletsQueryKey,
  recommendedWalletsQueryOptions,
} from './recommendedWalletsQueryOptions.js'
export {
  type TokenBalancesQueryParameters,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './tokenBalancesQueryOptions.js'
export {
  type WalletDirectoryPage,
  type WalletDirectoryQueryParameters,
  walletDirectoryQueryKey,
  walletDirectoryQueryOptions,
} from './walletDirectoryQueryOptions.js'
