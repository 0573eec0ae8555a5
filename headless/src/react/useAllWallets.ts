import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { selectWalletListEntry } from '../actions/selectWalletListEntry.js'
import { WALLET_SEARCH_MIN_WAIT_MS } from '../constants/index.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { featuredWalletsQueryOptions } from '../query/featuredWalletsQueryOptions.js'
import { recommendedWalletsQueryOptions } from '../query/recommendedWalletsQueryOptions.js'
import { walletDirectoryQueryOptions } from '../query/walletDirectoryQueryOptions.js'
import {
  assembleAllWallets,
  type WalletListEntry,
  type WalletListStatus,
  walletListStatus,
} from '../rules/walletDirectoryList.js'
import { normalizeWalletSearch } from '../rules/walletDirectoryQueries.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { listedConnectorsAtom } from '../store/listedConnectorsAtom.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import { useFoyer } from './foyerContext.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useRecentWallets } from './useRecentWallets.js'
import { useSignalIntent } from './useSignalIntent.js'

export type UseAllWalletsReturnType = {
  /**
   * Installed wallets first, then recent, featured, custom and recommended wallets, then the
   * directory's pages (or the search results); excluded and duplicate wallets left out.
   */
  wallets: readonly WalletListEntry[]
  /** The search text as typed. */
  search: string
  /** Sets the search text; the directory is asked once it rests for 300 ms (trimmed). */
  setSearch(search: string): void
  /** While the search text waits out its 300 ms or its results are fetched. */
  isSearching: boolean
  /** The directory list's status; 'success' with no provider API (nothing to fetch). */
  status: WalletListStatus
  /** Why the directory could not be read. */
  error: FoyerError | null
  /** Fetches again what failed: the first page, or the next one. */
  retry(): void
  /** Loads the next page, if there is one and none is loading. */
  fetchNextPage(): void
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** The directory's count for the current list (pages or search); undefined until known. */
  count: number | undefined
  /**
   * What a click on an entry does (`selectWalletListEntry`): an installed wallet connects, any
   * other opens ConnectingWalletConnect with its id.
   */
  select(entry: WalletListEntry): void
}

/**
 * The All Wallets list: the installed, recent, featured, custom and recommended wallets and
 * the wallet directory page by page (40 a page), with a search (100 entries, trimmed, after a
 * 300 ms rest). Fetches only with a provider API (`services.apiUrl`).
 */
export function useAllWallets(): UseAllWalletsReturnType {
  useSignalIntent()
  const foyer = useFoyer()
  const { options } = foyer
  const connectors = useFoyerValue(listedConnectorsAtom)
  const activeNamespace = useFoyerValue(activeNamespaceAtom)
  const recent = useRecentWallets()
  const [search, setSearchState] = useState('')
  // A non-string would break the search on the next render: refused here, naming the parameter.
  const setSearch = useCallback((text: string) => {
    assertParameter('search', text, is.string)
    setSearchState(text)
  }, [])
  const query = useDebouncedValue(normalizeWalletSearch(search), WALLET_SEARCH_MIN_WAIT_MS)
  const featured = useQuery(featuredWalletsQueryOptions(foyer), getQueryClient(foyer))
  const recommended = useQuery(recommendedWalletsQueryOptions(foyer), getQueryClient(foyer))
  const recommendedWallets = recommended.data?.wallets
  const directory = useInfiniteQuery(
    walletDirectoryQueryOptions(foyer, {
      search: query,
      recommendedIds: recommendedWallets?.map((wallet) => wallet.id),
      enabled: Boolean(query) || !recommended.isPending,
    }),
    getQueryClient(foyer),
  )
  const pages = directory.data?.pages
  const wallets = useMemo(
    () =>
      assembleAllWallets({
        connectors,
        recent,
        featured: featured.data ?? [],
        recommended: recommendedWallets ?? [],
        directory: pages?.flatMap((page) => page.wallets) ?? [],
        featuredWalletIds: options.featuredWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        customWallets: options.customWallets,
        search: query,
        isMobile: options.isMobile(),
        activeNamespace,
      }),
    [connectors, recent, featured.data, recommendedWallets, pages, query, options, activeNamespace],
  )
  const { fetchNextPage, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    directory
  const select = useCallback(
    (entry: WalletListEntry) => void selectWalletListEntry(foyer, { entry }).catch(() => {}),
    [foyer],
  )
  const retry = useCallback(
    () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    [isFetchNextPageError, fetchNextPage, refetch],
  )
  const nextPage = useCallback(() => {
    // A call while a page loads joins it (no second request for the same page).
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false })
  }, [hasNextPage, fetchNextPage])
  return {
    wallets,
    search,
    setSearch,
    isSearching:
      normalizeWalletSearch(search) !== query ||
      (Boolean(query) && directory.isFetching && !isFetchingNextPage),
    status: walletListStatus(Boolean(options.services.apiUrl), directory.status),
    error: directory.error as FoyerError | null,
    retry,
    fetchNextPage: nextPage,
    hasNextPage,
    isFetchingNextPage,
    count: pages?.at(-1)?.count,
    select,
  }
}
