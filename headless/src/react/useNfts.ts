import { useQuery } from '@tanstack/react-query'
import { nftsQueryOptions } from '../query/nftsQueryOptions.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The connected account's NFTs on the active network (image, name, collection), a TanStack
 * query. `isEnabled` is false when no blockchain API is configured.
 */
export function useNfts() {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const options = nftsQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId, address })
  return { ...useQuery(options, getQueryClient(foyer)), isEnabled: options.enabled }
}
