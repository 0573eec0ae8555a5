import { useQuery } from '@tanstack/react-query'
import { capabilitiesQueryOptions } from '../query/capabilitiesQueryOptions.js'
import { activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseCapabilitiesParameters = {
  /** Only this chain's capabilities. @default every chain the wallet reports */
  chainId?: number
}

/** The connected wallet's EIP-5792 capabilities per chain id (a TanStack query). */
export function useCapabilities(parameters: UseCapabilitiesParameters = {}) {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  return useQuery(
    capabilitiesQueryOptions(foyer, { ...parameters, address }),
    getQueryClient(foyer),
  )
}

export type UseCapabilitiesReturnType = ReturnType<typeof useCapabilities>
