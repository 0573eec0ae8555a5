import { QueryClient } from '@tanstack/query-core'
import { assertFoyer } from './assertFoyer.js'
import type { Foyer } from './createFoyer.js'
import { peekQueryClient, registerQueryClient } from './queryClients.js'

/**
 * The instance's TanStack Query client (remote data: balances, directory, activity…), made on
 * first use: its code is not part of a host's initial load. Each instance has its own; the
 * headless hooks pass it to TanStack's hooks, so a host's own `QueryClientProvider` (wagmi's,
 * say) is never replaced.
 */
export function getQueryClient(foyer: Foyer): QueryClient {
  assertFoyer(foyer)
  let client = peekQueryClient(foyer)
  if (!client) {
    client = new QueryClient()
    registerQueryClient(foyer, client)
  }
  return client
}
