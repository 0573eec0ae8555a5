import type { Foyer } from '../store/createFoyer.js'
import { peekQueryClient } from '../store/queryClients.js'

/**
 * After the wallet sent a transaction (event `transactionSent`), refreshes the queries that
 * declare `meta: { refreshOnTransaction: true }` (balances, token balances, activity), so the
 * account view shows the new state without waiting out the 30 s cache. Returns the function
 * that stops.
 */
export function watchSentTransactions(foyer: Foyer): () => void {
  return foyer.emitter.subscribe((event) => {
    if (event.type !== 'transactionSent') return
    // No client yet: nothing is cached, nothing to refresh.
    void peekQueryClient(foyer)?.invalidateQueries({
      predicate: (query) => query.meta?.refreshOnTransaction === true,
    })
  })
}
