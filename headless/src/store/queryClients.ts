import type { QueryClient } from '@tanstack/query-core'
import type { Foyer } from './createFoyer.js'

/**
 * Each instance's TanStack Query client, once something made it (`getQueryClient`), and how many
 * times the instance is mounted. This module holds no TanStack code: the initial load of a host
 * (button, `createFoyer`, `mount`) carries none; the client's code comes with the first hook or
 * action that reads remote data.
 */
type Entry = { client?: QueryClient; mounts: number }
const entries = new WeakMap<Foyer, Entry>()

function entryOf(foyer: Foyer): Entry {
  let entry = entries.get(foyer)
  if (!entry) {
    entry = { mounts: 0 }
    entries.set(foyer, entry)
  }
  return entry
}

/** The instance's query client if one was made; nothing cached otherwise. */
export function peekQueryClient(foyer: Foyer): QueryClient | undefined {
  return entries.get(foyer)?.client
}

/** Keeps a new client; mounted (refetch on focus and reconnect) while its instance is. */
export function registerQueryClient(foyer: Foyer, client: QueryClient): void {
  const entry = entryOf(foyer)
  entry.client = client
  for (let i = 0; i < entry.mounts; i++) client.mount()
}

/** `mount(foyer)` and its stop: the client, made now or later, follows the instance. */
export function setQueryClientMounted(foyer: Foyer, mounted: boolean): void {
  const entry = entryOf(foyer)
  entry.mounts += mounted ? 1 : -1
  if (mounted) entry.client?.mount()
  else entry.client?.unmount()
}
