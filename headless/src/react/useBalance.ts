import { useQuery } from '@tanstack/react-query'
import { formatAmount } from '../format/formatAmount.js'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The connected account's native balance on the active network: `data` in the smallest unit,
 * and `formatted` as Foyer shows it ('1.234 ETH': 3 decimals, rounded down) once loaded.
 */
export function useBalance() {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const query = useQuery(balanceQueryOptions(foyer, { network, address }), getQueryClient(foyer))
  const currency = network?.nativeCurrency
  const formatted =
    query.data !== undefined && currency
      ? `${formatAmount(query.data, currency.decimals)} ${currency.symbol}`
      : undefined
  return { ...query, formatted, symbol: currency?.symbol, decimals: currency?.decimals }
}
