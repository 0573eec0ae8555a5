import { useEffect, useRef } from 'react'

export type UseEndReachedParameters = {
  /** The last index of the rendered window (`-1` when nothing is rendered). */
  lastRenderedIndex: number
  count: number
  /** How many items before the end count as the end. */
  threshold: number
  onEndReached: (() => void) | undefined
}

/**
 * Calls `onEndReached` once the rendered window reaches the end of the list, once per length of
 * the list: a page that arrives (or a new list) arms it again, while a request in flight, which
 * leaves the length unchanged, is not asked twice. Passing `undefined` for a while (no next page,
 * a failed load) and a callback again re-arms it too.
 */
export function useEndReached(parameters: UseEndReachedParameters): void {
  const { lastRenderedIndex, count, threshold, onEndReached } = parameters
  const callback = useRef(onEndReached)
  callback.current = onEndReached
  const calledForCount = useRef<number | null>(null)
  const enabled = onEndReached !== undefined
  const reached = count > 0 && lastRenderedIndex >= count - 1 - Math.max(0, threshold)
  useEffect(() => {
    // Taking the callback away (no next page, a failed load) and giving it back re-arms it.
    if (!enabled) calledForCount.current = null
    if (!enabled || !reached || calledForCount.current === count) return
    calledForCount.current = count
    callback.current?.()
  }, [enabled, reached, count])
}
