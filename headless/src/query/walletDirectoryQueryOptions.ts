import type { GetWalletsParameters } from '../api/getWallets.js'
import { requestWallets } from '../api/requestWallets.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'
import {
  normalizeWalletSearch,
  walletPageParameters,
  walletSearchParameters,
} from '../rules/walletDirectoryQueries.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { withWalletImages } from './walletImages.js'

export type WalletDirectoryQueryParameters = {
  /** The search text; trimmed, and an empty one lists the directory page by page. */
  search: string
  /** The recommended wallets' ids: listed apart, so left out of the pages (SPEC-NOTES). */
  recommendedIds?: readonly string[] | undefined
  /** CAIP-2 ids the wallets must support; none sent by default. */
  chains?: readonly string[] | undefined
  /**
   * Whether the query may run (e.g. once the recommended wallets are known); it never runs
   * without a provider API.
   * @default true
   */
  enabled?: boolean | undefined
}

/** One page of the directory as the list reads it. */
export type WalletDirectoryPage = { wallets: DirectoryWalletWithImage[]; count: number }

/** The query fields of page `page` (the page number is not part of the cache key). */
function pageQuery(
  foyer: Foyer,
  parameters: WalletDirectoryQueryParameters,
  page: number,
): GetWalletsParameters {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = foyer.options
  const search = normalizeWalletSearch(parameters.search)
  const chains = parameters.chains?.length ? parameters.chains : undefined
  if (search) {
    return {
      ...walletSearchParameters({ search, includeWalletIds, excludeWalletIds, chains }),
      page,
    }
  }
  return walletPageParameters({
    page,
    recommendedIds: parameters.recommendedIds ?? [],
    excludeWalletIds,
    featuredWalletIds,
    includeWalletIds,
    chains,
  })
}

/** The cache key of the directory list: every query field the fetcher sends but the page. */
export function walletDirectoryQueryKey(foyer: Foyer, parameters: WalletDirectoryQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    search: is.string,
    recommendedIds: is.optional(is.array),
    chains: is.optional(is.array),
  })
  const { page: _page, ...query } = pageQuery(foyer, parameters, 1)
  return ['foyer', 'walletDirectory', 'list', query] as const
}

/**
 * TanStack Query infinite-query options for the All Wallets list (SPEC §9, SPEC-NOTES): pages
 * of 40 without the recommended, excluded and featured wallets; with a search text, pages of
 * 100 matching the trimmed text. The next page exists while fewer wallets than the directory's
 * count are loaded. A failed page is an error (the list offers "Try again") after the HTTP
 * client's own retries, so TanStack Query does not retry again. Disabled without a provider
 * API: nothing is fetched.
 */
export function walletDirectoryQueryOptions(
  foyer: Foyer,
  parameters: WalletDirectoryQueryParameters,
) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    search: is.string,
    recommendedIds: is.optional(is.array),
    chains: is.optional(is.array),
  })
  return {
    queryKey: walletDirectoryQueryKey(foyer, parameters),
    queryFn: async ({ pageParam }: { pageParam: number }): Promise<WalletDirectoryPage> => {
      const { directory } = await foyer.loadApi()
      if (!directory) return { wallets: [], count: 0 }
      const page = await requestWallets(directory, pageQuery(foyer, parameters, pageParam))
      return { wallets: withWalletImages(directory, page.data), count: page.count }
    },
    initialPageParam: 1,
    getNextPageParam: (last: WalletDirectoryPage, pages: readonly WalletDirectoryPage[]) => {
      const loaded = pages.reduce((total, page) => total + page.wallets.length, 0)
      return last.wallets.length > 0 && loaded < last.count ? pages.length + 1 : undefined
    },
    enabled: Boolean(foyer.options.services.apiUrl) && parameters.enabled !== false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  }
}
