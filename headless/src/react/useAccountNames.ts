import { useQuery } from '@tanstack/react-query'
import { accountNamesQueryOptions } from '../query/accountNamesQueryOptions.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The names registered to the connected account (reverse lookup) on the active network; `error`
 * is a `NamesForAddressError`.
 */
export function useAccountNames() {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  return useQuery(
    accountNamesQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId, address }),
  )
}

export type UseAccountNamesReturnType = ReturnType<typeof useAccountNames>
