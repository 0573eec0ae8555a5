import { getSwapAllowance } from '../api/getSwapAllowance.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SwapAllowanceQueryParameters = {
  caipNetworkId: string | undefined
  /** CAIP-10 address of the token sold; the native coin needs no allowance (disabled). */
  tokenAddress: string | undefined
  address: string | undefined
}

/** The cache key of a swap allowance: every input the fetcher reads is in it. */
export function swapAllowanceQueryKey(parameters: SwapAllowanceQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    tokenAddress: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, tokenAddress, address } = parameters
  return [
    'foyer',
    'swapAllowance',
    caipNetworkId ?? null,
    tokenAddress ?? null,
    address ?? null,
  ] as const
}

/**
 * TanStack Query options for how much of a token the swap may spend (`/v1/convert/allowance`),
 * in its smallest unit: whether the swap needs an approval first. Refreshed after every sent
 * transaction (an approval changes it).
 */
export function swapAllowanceQueryOptions(foyer: Foyer, parameters: SwapAllowanceQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    tokenAddress: is.optional(is.string),
    address: is.optional(is.string),
  })
  const { caipNetworkId, tokenAddress, address } = parameters
  return {
    queryKey: swapAllowanceQueryKey(parameters),
    queryFn: async (): Promise<bigint> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipNetworkId || !tokenAddress || !address) return 0n
      return BigInt(
        await getSwapAllowance(blockchain, { caipNetworkId, tokenAddress, userAddress: address }),
      )
    },
    enabled: Boolean(caipNetworkId && tokenAddress && address),
    meta: { refreshOnTransaction: true },
  }
}
