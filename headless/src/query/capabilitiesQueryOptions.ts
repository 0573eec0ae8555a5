import { getCapabilities } from '../actions/getCapabilities.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type CapabilitiesQueryParameters = {
  /** The connected account (part of the key); the query waits until there is one. */
  address: string | undefined
  /** Only this chain's capabilities. @default every chain the wallet reports */
  chainId?: number | undefined
}

/** The cache key of a wallet's capabilities: every input the fetcher reads is in it. */
export function capabilitiesQueryKey(parameters: CapabilitiesQueryParameters) {
  assertParameters(parameters, { address: is.optional(is.string), chainId: is.optional(is.number) })
  const { address, chainId } = parameters
  return ['foyer', 'capabilities', address ?? null, chainId ?? null] as const
}

/** TanStack Query options for the connected wallet's EIP-5792 capabilities (`getCapabilities`). */
export function capabilitiesQueryOptions(foyer: Foyer, parameters: CapabilitiesQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, { address: is.optional(is.string), chainId: is.optional(is.number) })
  const { chainId } = parameters
  return {
    queryKey: capabilitiesQueryKey(parameters),
    queryFn: () => getCapabilities(foyer, chainId === undefined ? {} : { chainId }),
    enabled: Boolean(parameters.address),
  }
}
