import { hashKey, type QueryKey } from '@tanstack/query-core'
import { queryFailuresAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * Runs `fetch` unless the same read (by `queryKey`) failed less than `ms` ago; then its error
 * is thrown again without asking anyone (SPEC §9 "Balance retry throttle 30 s after
 * failure"). Use with `retry: false`, so a mount, a focus or a refetch inside the window costs
 * nothing. A success forgets the failure.
 */
export async function throttleAfterFailure<data>(
  foyer: Foyer,
  queryKey: QueryKey,
  ms: number,
  fetch: () => Promise<data>,
): Promise<data> {
  const hash = hashKey(queryKey)
  const failure = foyer.store.get(queryFailuresAtom).get(hash)
  if (failure && Date.now() - failure.at < ms) throw failure.error
  const record = (entry: { at: number; error: unknown } | undefined) => {
    const failures = new Map(foyer.store.get(queryFailuresAtom))
    if (entry) failures.set(hash, entry)
    else failures.delete(hash)
    foyer.store.set(queryFailuresAtom, failures)
  }
  try {
    const data = await fetch()
    if (failure) record(undefined)
    return data
  } catch (error) {
    record({ at: Date.now(), error })
    throw error
  }
}
