import { ActivityList } from '../../components/ActivityList.js'
import { stack } from '../../components/shared.css.js'

/**
 * Transactions: the account's activity on its own route (SPEC §2 "activity"), the same list as
 * the Account view's Activity tab (`useActivityByMonth`): by month, newest first, more as the
 * list's end scrolls into view. `data-state` on the list is the activity machine's status.
 */
export function TransactionsView() {
  return (
    <div className={stack} data-testid="transactions">
      <ActivityList />
    </div>
  )
}

export default TransactionsView
