import { STORAGE_PREFIX } from '../constants/miscellaneous.js'

/** The synchronous key-value storage Foyer persists to; `localStorage` has this shape. */
export type FoyerStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives in memory (for servers, tests, and browsers that refuse storage). */
export function memoryStorage(): FoyerStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** The browser's localStorage when it can be used, else memory. Touches nothing on import. */
export function defaultStorage(): FoyerStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      const probe = `${STORAGE_PREFIX}probe`
      storage.setItem(probe, '1')
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): fall back to memory.
  }
  return memoryStorage()
}

/** A stored value: its key (without prefix) and the check a read value must pass. */
export type StorageEntry<value> = {
  key: string
  parse(raw: unknown): value | undefined
}

/**
 * Typed access to Foyer's keys. Values are JSON under `<prefix><key>`; a value that fails to
 * parse or validate is removed and reads as `undefined`, never a crash. `storage` may be a
 * function: the backing storage is then looked up on first use (so making an instance touches
 * no browser API).
 */
export function createStorageAccess(
  backing: FoyerStorage | (() => FoyerStorage),
  prefix: string = STORAGE_PREFIX,
) {
  let resolved: FoyerStorage | undefined
  const target = () => {
    resolved ??= typeof backing === 'function' ? backing() : backing
    return resolved
  }
  return {
    get<value>(entry: StorageEntry<value>): value | undefined {
      const key = prefix + entry.key
      const storage = target()
      let raw: string | null
      try {
        raw = storage.getItem(key)
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let parsed: value | undefined
      try {
        parsed = entry.parse(JSON.parse(raw))
      } catch {
        parsed = undefined
      }
      if (parsed === undefined) storage.removeItem(key)
      return parsed
    },
    set<value>(entry: StorageEntry<value>, value: value): void {
      try {
        target().setItem(prefix + entry.key, JSON.stringify(value))
      } catch {
        // A full or refused storage must not break the flow; the state stays in memory.
      }
    },
    remove(entry: StorageEntry<unknown>): void {
      try {
        target().removeItem(prefix + entry.key)
      } catch {}
    },
  }
}

/** Typed, validated access to one storage (see {@link createStorageAccess}). */
export type StorageAccess = ReturnType<typeof createStorageAccess>
