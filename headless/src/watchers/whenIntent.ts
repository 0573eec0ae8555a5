import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'

/**
 * Runs `start` once the visitor's intent is signalled (`signalIntent`), at once when it already
 * was. Returns the function that stops: before the intent, it cancels the wait; after, it stops
 * what `start` started.
 */
export function whenIntent(foyer: Foyer, start: () => () => void): () => void {
  const { store } = foyer
  let stop: (() => void) | undefined
  let unsubscribe = () => {}
  const begin = () => {
    if (stop || !store.get(intentAtom)) return
    unsubscribe()
    stop = start()
  }
  unsubscribe = store.sub(intentAtom, begin)
  begin()
  return () => {
    unsubscribe()
    stop?.()
  }
}
