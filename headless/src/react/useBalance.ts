import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai/react'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'
import { activeAccountAtom, activeNetworkAtom } from '../store/atoms.js'
import { useFoyer } from './FoyerProvider.js'

/** The connected account's native balance on the active network, in the smallest unit. */
export function useBalance() {
  const foyer = useFoyer()
  const { address } = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const query = useQuery(balanceQueryOptions(foyer, { network, address }))
  return {
    ...query,
    symbol: network?.nativeCurrency.symbol,
    decimals: network?.nativeCurrency.decimals,
  }
}
