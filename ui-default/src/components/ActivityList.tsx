import { describeTransaction, displayMessage } from '@foyer/headless'
import { useActivityByMonth } from '@foyer/headless/react'
import { useEffect, useRef } from 'react'
import { amount, monthHeading, row, rowLabel, state, symbol, thumb } from './list.css.js'
import { Skeleton } from './Skeleton.js'
import { button, muted } from './shared.css.js'

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** Calls `onVisible` when the returned element scrolls into view (the end of a list). */
function useWhenVisible(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!active || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [active])
  return ref
}

/**
 * The account's activity (the Account view's Activity tab, and the Transactions view): the account's transactions by month, newest first, each with its sign
 * (SPEC §4 "Transaction display"); more load when the list's end scrolls into view (or on the
 * 'Load more' button). `data-state` is the activity machine's status.
 */
export function ActivityList() {
  const activity = useActivityByMonth()
  const end = useWhenVisible(activity.loadMore, activity.canLoadMore)
  if (!activity.isEnabled) {
    return <p className={`${muted} ${state}`}>Activity needs the provider's blockchain API.</p>
  }
  const loadingFirst = activity.transactions.length === 0 && activity.status !== 'error'
  return (
    <div data-state={activity.status} data-testid="activity-list">
      {activity.status === 'error' && (
        <p className={`${muted} ${state}`} role="status">
          {displayMessage(activity.error)}{' '}
          <button type="button" className={button} onClick={activity.refresh}>
            Try again
          </button>
        </p>
      )}
      {loadingFirst && activity.status !== 'success' && <Skeleton label="Loading activity" />}
      {activity.status === 'success' && activity.empty && (
        <p className={`${muted} ${state}`}>No activity yet.</p>
      )}
      {activity.transactionsByYear.flatMap(({ year, months }) =>
        months.map(({ month, transactions }) => {
          const id = `foyer-activity-${year}-${month}`
          return (
            <section key={id} aria-labelledby={id}>
              <h3 id={id} className={monthHeading}>
                {monthFormat.format(new Date(year, month, 1))}
              </h3>
              <ul aria-labelledby={id}>
                {transactions.map((transaction) => {
                  const item = describeTransaction(transaction)
                  return (
                    <li
                      key={transaction.id}
                      className={row}
                      data-testid="activity-row"
                      data-sign={item.sign}
                      data-hash={transaction.id}
                    >
                      {item.imageUrl ? (
                        <img className={thumb} src={item.imageUrl} alt="" />
                      ) : (
                        <span className={thumb} aria-hidden="true" />
                      )}
                      <span className={rowLabel}>
                        {item.title}
                        <span className={symbol}>
                          {item.status === 'failed' ? 'Failed · ' : ''}
                          {dayFormat.format(new Date(item.minedAt))}
                        </span>
                      </span>
                      <span className={amount}>
                        {item.sign}
                        {item.amount} {item.symbol}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        }),
      )}
      {activity.canLoadMore && (
        <div ref={end} className={state}>
          <button type="button" className={button} onClick={activity.loadMore}>
            Load more
          </button>
        </div>
      )}
      {activity.status === 'loading' && activity.transactions.length > 0 && (
        <p className={`${muted} ${state}`}>Loading more…</p>
      )}
    </div>
  )
}
