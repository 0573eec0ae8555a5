import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { formatQuantity } from './formatQuantity.js'
import { transactionSign } from './transactionSign.js'

/** What {@link describeTransaction} reads of a transaction (the blockchain API's shape). */
export type DescribableTransaction = {
  metadata: { operationType?: string; status?: string; minedAt: string }
  transfers: readonly {
    quantity?: { numeric: string }
    fungible_info?: { symbol?: string; icon?: { url: string } }
    nft_info?: { name?: string; content?: { preview?: { url: string } } }
  }[]
}

/** One activity row, ready to show (SPEC §3 "Transaction", §4 "Transaction display"). */
export type TransactionDescription = {
  /** The operation type, capitalised: 'Receive', 'Send', 'Execute', … */
  title: string
  /** '+' (receive, deposit, borrow, claim), '−' (withdraw, repay, burn) or ''. */
  sign: '+' | '−' | ''
  /** The first transfer's amount, 3 decimals rounded down ('0.001'); '' without transfers. */
  amount: string
  /** The first transfer's token symbol, or the NFT's name. */
  symbol: string
  /** The token icon or the NFT preview, when the API sends one. */
  imageUrl: string | undefined
  /** The first transfer is an NFT. */
  isNft: boolean
  /** The transaction's status: 'confirmed', 'failed', 'pending', … */
  status: string
  /** The mining date (`minedAt`, ISO). */
  minedAt: string
}

/**
 * What an activity row shows of a transaction: its operation, sign (SPEC §4: by operation
 * type), and the first transfer's amount, symbol and image.
 */
export function describeTransaction(transaction: DescribableTransaction): TransactionDescription {
  const text = is.optional(is.string)
  assertParameter(
    'transaction',
    transaction,
    is.shape({
      metadata: is.shape({ operationType: text, status: text, minedAt: is.string }),
      transfers: is.array,
    }),
  )
  const { operationType, status, minedAt } = transaction.metadata
  const transfer = transaction.transfers[0]
  const nft = transfer?.nft_info
  const fungible = transfer?.fungible_info
  return {
    title: operationType ? operationType[0]?.toUpperCase() + operationType.slice(1) : 'Transaction',
    sign: transactionSign(operationType),
    amount:
      typeof transfer?.quantity?.numeric === 'string' && !nft
        ? formatQuantity(transfer.quantity.numeric)
        : '',
    symbol: nft?.name ?? fungible?.symbol ?? '',
    imageUrl: nft?.content?.preview?.url ?? fungible?.icon?.url,
    isNft: Boolean(nft),
    status: status ?? '',
    minedAt,
  }
}
