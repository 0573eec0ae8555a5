import { useQuery } from '@tanstack/react-query'
import { tokenBalancesQueryOptions } from '../query/tokenBalancesQueryOptions.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The connected account's token balances on the active network, native included, from the
 * blockchain API. `isEnabled` is false when no blockchain API is configured.
 */
export function useTokenBalances() {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const options = tokenBalancesQueryOptions(foyer, {
    caipNetworkId: network?.caipNetworkId,
    address,
  })
  return { ...useQuery(options, getQueryClient(foyer)), isEnabled: options.enabled }
}
