import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'

/** What grouping needs of a transaction: when it was mined (an ISO date string). */
export type DatedTransaction = { metadata: { minedAt: string } }

/** Transactions of one month; `month` counts from 0 (January) like `Date.getMonth()`. */
export type TransactionMonth<transaction> = { month: number; transactions: transaction[] }

/** Activity grouped by year, then month (SPEC §3 "transactionsByYear"), newest first. */
export type TransactionsByYear<transaction> = {
  year: number
  months: TransactionMonth<transaction>[]
}[]

/**
 * Groups transactions by year, then month, in the visitor's time zone, newest first at every
 * level (SPEC §3, §4). Transactions whose date cannot be read (no `metadata.minedAt` string)
 * are left out.
 */
export function groupTransactionsByYear<transaction extends DatedTransaction>(
  transactions: readonly transaction[],
): TransactionsByYear<transaction> {
  assertParameter('transactions', transactions, is.array)
  const dated = transactions
    .map((transaction) => {
      const minedAt: unknown = transaction?.metadata?.minedAt
      return { transaction, time: typeof minedAt === 'string' ? Date.parse(minedAt) : Number.NaN }
    })
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const years: TransactionsByYear<transaction> = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years[years.length - 1]
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months[yearGroup.months.length - 1]
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}
