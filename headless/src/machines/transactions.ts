import type { FoyerError } from '../errors/FoyerError.js'

/**
 * The activity list's fetch state (SPEC §3 "Transaction state", §4 "Transactions fetch").
 * The grouping by year and month is derived from `transactions` (format/'s
 * `groupTransactionsByYear`), never stored. Visible in the DOM as `data-state`.
 */
export type TransactionsState<transaction> = {
  status: 'idle' | 'loading' | 'success' | 'error'
  transactions: readonly transaction[]
  /** True when a fetch found nothing (or failed). */
  empty: boolean
  /** The cursor of the next page; none when everything is loaded. */
  next: string | undefined
  /** The network the list belongs to; a different one starts a new list. */
  lastNetworkInView: string | undefined
  error?: FoyerError
}

/** Events of the activity fetch. */
export type TransactionsEvent<transaction> =
  | { type: 'fetch' }
  | { type: 'success'; data: readonly transaction[]; next?: string | undefined }
  | { type: 'failure'; error: FoyerError }
  /** The network in view changed. */
  | { type: 'setNetwork'; caipNetworkId: string }
  | { type: 'reset' }

/** The activity list before any fetch. */
export function initialTransactionsState<transaction>(): TransactionsState<transaction> {
  return {
    status: 'idle',
    transactions: [],
    empty: false,
    next: undefined,
    lastNetworkInView: undefined,
  }
}

/**
 * Pure activity-fetch transitions (SPEC §4): loading, then success (append; empty when there
 * are none) or failure (empty true, cursor cleared). A change of network starts a new list.
 */
export function transactionsTransition<transaction>(
  state: TransactionsState<transaction>,
  event: TransactionsEvent<transaction>,
): TransactionsState<transaction> {
  switch (event.type) {
    case 'fetch':
      return { ...state, status: 'loading' }
    case 'success': {
      const transactions = [...state.transactions, ...event.data]
      return {
        ...state,
        status: 'success',
        transactions,
        empty: transactions.length === 0,
        next: event.next || undefined,
        error: undefined,
      }
    }
    case 'failure':
      return { ...state, status: 'error', empty: true, next: undefined, error: event.error }
    case 'setNetwork':
      if (state.lastNetworkInView === event.caipNetworkId) return state
      return { ...initialTransactionsState(), lastNetworkInView: event.caipNetworkId }
    case 'reset':
      return initialTransactionsState()
  }
}

/** Whether another page can be fetched: a cursor exists and no fetch is running. */
export function canFetchMoreTransactions(state: TransactionsState<unknown>): boolean {
  return state.next !== undefined && state.status !== 'loading'
}
