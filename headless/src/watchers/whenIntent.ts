import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'
import { afterNextPaint } from '../utils/afterNextPaint.js'

/**
 * Runs `start` once the visitor's intent is signalled (`signalIntent`): after the next frame has
 * painted, since the interaction that signals it (the click that opens the modal) paints its
 * answer first and `start` asks for dozens of modules; at once when the intent already was (a
 * returning visitor's session). Returns the function that stops: before the intent, it cancels
 * the wait; after, it stops what `start` started.
 */
export function whenIntent(foyer: Foyer, start: () => () => void): () => void {
  const { store } = foyer
  let stop: (() => void) | undefined
  let cancelWait = () => {}
  const begin = () => {
    if (stop || !store.get(intentAtom)) return
    unsubscribe()
    stop = start()
  }
  const unsubscribe = store.sub(intentAtom, () => {
    cancelWait()
    cancelWait = afterNextPaint(begin)
  })
  begin()
  return () => {
    unsubscribe()
    cancelWait()
    stop?.()
  }
}
