import { getImageUrl } from '../api/getImage.js'
import type { Network } from '../chains/network.js'
import type { Foyer } from '../store/createFoyer.js'

/** The cache key of the networks' images: each network's id and image fields. */
export function networkImagesQueryKey(networks: readonly Network[]) {
  return [
    'foyer',
    'networkImages',
    networks.map((network) => [
      network.caipNetworkId,
      network.assets?.imageUrl ?? null,
      network.assets?.imageId ?? null,
    ]),
  ] as const
}

/**
 * TanStack Query options for the networks' icons (SPEC §3 `assets`): a network's own
 * `imageUrl`, else its `imageId` as the provider API's asset image (`/public/getAssetImage/{id}`,
 * SPEC §7). A network with neither, or an `imageId` without a provider API, has none (the view
 * shows its monogram). The result maps CAIP-2 ids to URLs.
 */
export function networkImagesQueryOptions(foyer: Foyer, networks: readonly Network[]) {
  return {
    queryKey: networkImagesQueryKey(networks),
    queryFn: async (): Promise<Record<string, string>> => {
      const needsApi = networks.some(
        (network) => !network.assets?.imageUrl && network.assets?.imageId,
      )
      const directory = needsApi ? (await foyer.loadApi()).directory : undefined
      const images: Record<string, string> = {}
      for (const { caipNetworkId, assets } of networks) {
        const url =
          assets?.imageUrl ??
          (assets?.imageId && directory
            ? getImageUrl(directory, { kind: 'asset', id: assets.imageId })
            : undefined)
        if (url) images[caipNetworkId] = url
      }
      return images
    },
    staleTime: Number.POSITIVE_INFINITY,
  }
}
