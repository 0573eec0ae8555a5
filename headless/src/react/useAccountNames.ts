import { useQuery } from '@tanstack/react-query'
import { accountNamesQueryOptions } from '../query/accountNamesQueryOptions.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The names registered to the connected account (reverse lookup) on the active network; `error`
 * is a `NamesForAddressError`. `latestName` is the one registered last (the list's end).
 */
export function useAccountNames() {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const query = useQuery(
    accountNamesQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId, address }),
    getQueryClient(foyer),
  )
  return Object.assign(query, { latestName: query.data?.at(-1)?.name })
}

export type UseAccountNamesReturnType = ReturnType<typeof useAccountNames>
