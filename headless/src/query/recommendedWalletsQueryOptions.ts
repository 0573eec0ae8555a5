import { getWallets } from '../api/getWallets.js'
import { RECOMMENDED_WALLETS_FETCH_COUNT } from '../constants/index.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { withWalletImages } from './walletImages.js'

export type RecommendedWalletsQueryParameters = {
  includeWalletIds: readonly string[]
  /** The excluded and the featured wallets. */
  exclude: readonly string[]
}

/** The cache key of the recommended wallets: every query field the fetcher sends. */
export function recommendedWalletsQueryKey(parameters: RecommendedWalletsQueryParameters) {
  assertParameters(parameters, { includeWalletIds: is.array, exclude: is.array })
  return [
    'foyer',
    'walletDirectory',
    'recommended',
    { include: [...parameters.includeWalletIds], exclude: [...parameters.exclude] },
  ] as const
}

/** The recommended wallets and the directory's count (which the All Wallets badge shows). */
export type RecommendedWallets = { wallets: DirectoryWalletWithImage[]; count: number }

/**
 * TanStack Query options for the recommended wallets (SPEC §9: 4 fetched): the directory's
 * first entries, without the excluded and featured wallets, and the directory's count. A
 * failure reads as none (SPEC §7 "Answers handled"). Disabled without a provider API.
 */
export function recommendedWalletsQueryOptions(foyer: Foyer) {
  assertFoyer(foyer)
  const { includeWalletIds, excludeWalletIds, featuredWalletIds, services } = foyer.options
  const exclude = [...new Set([...excludeWalletIds, ...featuredWalletIds])]
  return {
    queryKey: recommendedWalletsQueryKey({ includeWalletIds, exclude }),
    queryFn: async (): Promise<RecommendedWallets> => {
      const { directory } = await foyer.loadApi()
      if (!directory) return { wallets: [], count: 0 }
      const page = await getWallets(directory, {
        page: 1,
        entries: RECOMMENDED_WALLETS_FETCH_COUNT,
        include: includeWalletIds,
        exclude,
      })
      return { wallets: withWalletImages(directory, page.data), count: page.count }
    },
    enabled: Boolean(services.apiUrl),
    staleTime: Number.POSITIVE_INFINITY,
  }
}
