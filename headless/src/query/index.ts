// @foyer/headless/query: TanStack Query key and options factories for remote data.
export {
  type BalanceQueryParameters,
  balanceQueryKey,
  balanceQueryOptions,
} from './balanceQueryOptions.js'
export {
  type TokenBalancesQueryParameters,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './tokenBalancesQueryOptions.js'
