import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import type { Transaction } from './types.js'

/**
 * Drops transactions the activity list does not show (SPEC §5): those whose transfers are all
 * spam, and those from another chain than `caipNetworkId` (when the transaction names one).
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string | undefined,
): Transaction[] {
  assertParameter(
    'transactions',
    transactions,
    is.arrayOf(is.shape({ metadata: is.object, transfers: is.arrayOf(is.object) })),
  )
  assertParameter('caipNetworkId', caipNetworkId, is.optional(is.string))
  return transactions.filter((transaction) => {
    const { transfers } = transaction
    const allSpam =
      transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam)
    const otherChain =
      caipNetworkId !== undefined &&
      transaction.metadata.chain !== undefined &&
      transaction.metadata.chain !== caipNetworkId
    return !allSpam && !otherChain
  })
}
