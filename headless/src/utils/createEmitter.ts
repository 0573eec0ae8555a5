/** A listener of an {@link Emitter}. */
export type Listener<event> = (event: event) => void

/** A minimal typed event emitter: one event union, listeners in subscription order. */
export type Emitter<event> = {
  /** Calls `listener` for every event emitted from now on; returns the function that stops. */
  subscribe(listener: Listener<event>): () => void
  /** Calls every current listener with `event`. A throwing listener does not stop the others. */
  emit(event: event): void
  /** How many listeners are subscribed (for tests and leak checks). */
  listenerCount(): number
}

/** Makes an {@link Emitter}. Each call has its own listeners: nothing is shared. */
export function createEmitter<event>(): Emitter<event> {
  const listeners = new Set<Listener<event>>()
  return {
    subscribe(listener) {
      // Wrapped, so the same function subscribed twice is two subscriptions.
      const entry: Listener<event> = (event) => listener(event)
      listeners.add(entry)
      return () => void listeners.delete(entry)
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          // A watcher's bug must not break the action that emitted; report it asynchronously.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    listenerCount: () => listeners.size,
  }
}
