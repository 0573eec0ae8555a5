import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { tokenPricesQueryOptions } from '../query/tokenPricesQueryOptions.js'
import { tokenPriceAddresses, totalTokenValue, withTokenPrices } from '../rules/tokenValues.js'
import { accountNetworkAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useTokenBalances } from './useTokenBalances.js'

/**
 * The Tokens tab's data: the account's token balances on the active network
 * ({@link useTokenBalances}) with a USD `value` on each token whose price is known — from the
 * balances' source, else from the price API (SPEC §7 `/v1/fungible/price`; a wallet's own asset
 * list carries none) — and `totalValue`, their sum in USD (`undefined` while no token has a
 * value). `isPricing` is true while those prices are being fetched.
 */
export function useTokenPortfolio() {
  const foyer = useFoyer()
  const network = useFoyerValue(accountNetworkAtom)
  const balances = useTokenBalances()
  const addresses = useMemo(() => tokenPriceAddresses(balances.data ?? []), [balances.data])
  const prices = useQuery(
    tokenPricesQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId, addresses }),
    getQueryClient(foyer),
  )
  const data = useMemo(
    () => balances.data && withTokenPrices(balances.data, prices.data ?? []),
    [balances.data, prices.data],
  )
  const totalValue = useMemo(() => data && totalTokenValue(data), [data])
  return { ...balances, data, totalValue, isPricing: prices.isLoading }
}
