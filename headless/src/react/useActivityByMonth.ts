import { useInfiniteQuery } from '@tanstack/react-query'
import type { Transaction } from '../api/types.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { activityQueryOptions } from '../query/activityQueryOptions.js'
import { type ActivityState, activityState } from '../rules/activityState.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/** What {@link useActivityByMonth} returns. */
export type UseActivityByMonthReturnType = ActivityState<Transaction> & {
  /** False when no blockchain API is configured (local-first): nothing is fetched. */
  isEnabled: boolean
  /** Another page exists (a cursor) and none is being fetched. */
  canLoadMore: boolean
  /** Fetches the next page (call it when the list scrolls to its end). */
  loadMore(): void
  /** Fetches the list again from its first page. */
  refresh(): void
}

/**
 * The connected account's activity on the active network (SPEC §4 "Transactions fetch"):
 * paged by cursor, filtered, grouped by year then month newest first (`transactionsByYear`),
 * with the activity machine's `status`, `empty`, `next` and `error` ('Failed to fetch
 * transactions'). Refreshes by itself after `sendTransaction`.
 */
export function useActivityByMonth(): UseActivityByMonthReturnType {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const options = activityQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId, address })
  const query = useInfiniteQuery(options, getQueryClient(foyer))
  const state = activityState({
    pages: query.data?.pages,
    error: query.error as FoyerError | null,
    isFetching: query.isFetching,
  })
  return {
    ...state,
    isEnabled: options.enabled,
    canLoadMore: query.hasNextPage && !query.isFetching && !query.isError,
    loadMore: () => void query.fetchNextPage(),
    refresh: () => void query.refetch(),
  }
}
