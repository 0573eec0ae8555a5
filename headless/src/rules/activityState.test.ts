import { describe, expect, test } from 'vitest'
import { FetchTransactionsError } from '../errors/transactions.js'
import { activityState } from './activityState.js'

const at = (id: string, minedAt: string) => ({ id, metadata: { minedAt } })

describe('activityState', () => {
  test('default: no pages is idle, not empty', () => {
    expect(activityState({ pages: undefined, error: null, isFetching: false })).toMatchObject({
      status: 'idle',
      transactions: [],
      empty: false,
      next: undefined,
      transactionsByYear: [],
    })
  })

  test('behavior: pages append and group by year then month, newest first', () => {
    const state = activityState({
      pages: [
        { data: [at('c', '2026-11-20T10:00:00Z'), at('b', '2026-10-03T10:00:00Z')], next: '2' },
        { data: [at('a', '2025-12-31T10:00:00Z')], next: '3' },
      ],
      error: null,
      isFetching: false,
    })
    expect(state.status).toBe('success')
    expect(state.next).toBe('3')
    expect(state.empty).toBe(false)
    expect(
      state.transactionsByYear.map(({ year, months }) => [
        year,
        months.map(({ month, transactions }) => [month, transactions.map(({ id }) => id)]),
      ]),
    ).toEqual([
      [
        2026,
        [
          [10, ['c']],
          [9, ['b']],
        ],
      ],
      [2025, [[11, ['a']]]],
    ])
  })

  test('behavior: no transactions at all is empty', () => {
    const state = activityState({ pages: [{ data: [] }], error: null, isFetching: false })
    expect(state).toMatchObject({ status: 'success', empty: true })
  })

  test('behavior: a running fetch is loading', () => {
    expect(activityState({ pages: undefined, error: null, isFetching: true }).status).toBe(
      'loading',
    )
  })

  test('error: a failure is empty with the cursor cleared', () => {
    const error = new FetchTransactionsError()
    const state = activityState({
      pages: [{ data: [at('a', '2026-01-01T00:00:00Z')], next: '2' }],
      error,
      isFetching: false,
    })
    expect(state).toMatchObject({ status: 'error', empty: true, next: undefined, error })
    expect(state.error?.shortMessage).toBe('Failed to fetch transactions')
  })
})
