import { getIdentity } from '../api/getIdentity.js'
import type { Identity } from '../api/types.js'
import type { CaipNetworkId } from '../chains/network.js'
import { IDENTITY_CACHE_MS } from '../constants/index.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type IdentityQueryParameters = {
  /** The network the identity is asked on (CAIP-2); checked against the supported chains. */
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
}

/** The cache key of an address's identity: every input the fetcher reads is in it. */
export function identityQueryKey(parameters: IdentityQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return ['foyer', 'identity', caipNetworkId ?? null, address ?? null] as const
}

/**
 * TanStack Query options for an address's name and avatar (SPEC §7 `/v1/identity/{address}`),
 * cached for {@link IDENTITY_CACHE_MS} (5 min). Disabled without a blockchain API, an address
 * or a network; no name and no avatar on a network the API does not serve.
 */
export function identityQueryOptions(foyer: Foyer, parameters: IdentityQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, address } = parameters
  return {
    queryKey: identityQueryKey(parameters),
    queryFn: async (): Promise<Identity> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId || !address) return { name: null, avatar: null }
      return getIdentity(blockchain, { address, caipNetworkId, sender: address })
    },
    enabled: Boolean(foyer.options.services.blockchainApiUrl && caipNetworkId && address),
    staleTime: IDENTITY_CACHE_MS,
    gcTime: IDENTITY_CACHE_MS,
  }
}
