/** The part of `Storage` the test wallets use (`window.localStorage` in the browser). */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A `Storage` kept in memory (the wallets' default outside a page). */
export function createMemoryStorage(): TestWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

/** Reads and writes that never throw: without storage the wallet keeps its state in memory. */
export type WalletStore = {
  read: (key: string) => string | null
  /** Stores `value`, or removes the key for `null`. */
  write: (key: string, value: string | null) => void
}

export function createWalletStore(storage: TestWalletStorage): WalletStore {
  return {
    read: (key) => {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    write: (key, value) => {
      try {
        if (value === null) storage.removeItem(key)
        else storage.setItem(key, value)
      } catch {
        // storage unavailable: keep the in-memory state only
      }
    },
  }
}

/** A page's `localStorage`, or undefined where reading it throws (sandboxed frames, `file:`). */
export function pageStorage(target: Window): Storage | undefined {
  try {
    return target.localStorage
  } catch {
    return undefined
  }
}
