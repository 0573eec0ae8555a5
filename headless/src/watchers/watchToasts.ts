import { nextToastDeadline, toastQueueTransition } from '../machines/toast.js'
import type { Foyer } from '../store/createFoyer.js'
import { toastQueueAtom, toastTimerAtom } from '../store/toastAtoms.js'

/**
 * Keeps the instance's toasts moving: one timer, set for the queue's next deadline (a toast's
 * 4000 ms are up, or a replacement's 150 ms), ticks the queue. Returns the function that stops it.
 */
export function watchToasts(foyer: Foyer): () => void {
  const { store } = foyer
  const schedule = () => {
    clearTimeout(store.get(toastTimerAtom))
    const deadline = nextToastDeadline(store.get(toastQueueAtom))
    store.set(
      toastTimerAtom,
      deadline === undefined
        ? undefined
        : setTimeout(
            () =>
              store.set(toastQueueAtom, (state) =>
                toastQueueTransition(state, { type: 'tick', now: Date.now() }),
              ),
            Math.max(0, deadline - Date.now()),
          ),
    )
  }
  const stop = store.sub(toastQueueAtom, schedule)
  schedule()
  return () => {
    stop()
    clearTimeout(store.get(toastTimerAtom))
  }
}
