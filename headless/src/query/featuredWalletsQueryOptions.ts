import { getWallets } from '../api/getWallets.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { withWalletImages } from './walletImages.js'

export type FeaturedWalletsQueryParameters = { featuredWalletIds: readonly string[] }

/** The cache key of the featured wallets: the host's ids, in order. */
export function featuredWalletsQueryKey(parameters: FeaturedWalletsQueryParameters) {
  assertParameters(parameters, { featuredWalletIds: is.array })
  const { featuredWalletIds } = parameters
  return ['foyer', 'walletDirectory', 'featured', [...featuredWalletIds]] as const
}

/**
 * TanStack Query options for the host's featured wallets (SPEC §1): the directory entries of
 * `featuredWalletIds`, with image URLs. A failure reads as none (SPEC §7 "Answers handled").
 * Disabled without a provider API or without featured ids: nothing is fetched.
 */
export function featuredWalletsQueryOptions(foyer: Foyer) {
  assertFoyer(foyer)
  const { featuredWalletIds, services } = foyer.options
  return {
    queryKey: featuredWalletsQueryKey({ featuredWalletIds }),
    queryFn: async (): Promise<DirectoryWalletWithImage[]> => {
      const { directory } = await foyer.loadApi()
      if (!directory || !featuredWalletIds.length) return []
      const page = await getWallets(directory, {
        page: 1,
        entries: featuredWalletIds.length,
        include: featuredWalletIds,
      })
      return withWalletImages(directory, page.data)
    },
    enabled: Boolean(services.apiUrl && featuredWalletIds.length),
    staleTime: Number.POSITIVE_INFINITY,
  }
}
