import type { FoyerError } from '../errors/FoyerError.js'
import {
  type DatedTransaction,
  groupTransactionsByYear,
  type TransactionsByYear,
} from '../format/groupTransactionsByYear.js'
import {
  initialTransactionsState,
  type TransactionsState,
  transactionsTransition,
} from '../machines/transactions.js'

/** What {@link activityState} reads of an infinite query: its pages, error and fetch status. */
export type ActivityQuerySnapshot<transaction> = {
  pages: readonly { data: readonly transaction[]; next?: string | undefined }[] | undefined
  error: FoyerError | null | undefined
  isFetching: boolean
}

/** The activity list as the Activity tab shows it (SPEC §3 "Transaction state"). */
export type ActivityState<transaction> = TransactionsState<transaction> & {
  /** The transactions grouped by year, then month, newest first (SPEC §3 `transactionsByYear`). */
  transactionsByYear: TransactionsByYear<transaction>
}

/**
 * Replays an infinite query's pages through the activity machine (`transactionsTransition`):
 * each page is a success (appended; `empty` when none), an error is a failure (`empty` true, cursor cleared — SPEC §4 "Transactions fetch"), and a running fetch is `loading`.
 */
export function activityState<transaction extends DatedTransaction>(
  snapshot: ActivityQuerySnapshot<transaction>,
): ActivityState<transaction> {
  let state = initialTransactionsState<transaction>()
  for (const page of snapshot.pages ?? []) {
    state = transactionsTransition(state, { type: 'success', data: page.data, next: page.next })
  }
  if (snapshot.isFetching) state = transactionsTransition(state, { type: 'fetch' })
  if (snapshot.error)
    state = transactionsTransition(state, { type: 'failure', error: snapshot.error })
  return { ...state, transactionsByYear: groupTransactionsByYear(state.transactions) }
}
