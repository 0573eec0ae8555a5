import { afterNextPaint } from '@foyer/headless/internal'
import { type CSSProperties, useEffect, useState } from 'react'
import { enteredProperty } from './FoyerModal.css.js'

export type OpeningFrame = {
  /**
   * Whether the dialog may render: a frame has painted since the modal last opened and the code
   * `load` fetches is here. Stays `true` while the modal closes.
   */
  ready: boolean
  /**
   * When the modal last opened (`performance.now()`), so parts that mount later can carry on
   * its entrance animation rather than start it again.
   */
  openedAt: number
}

/**
 * Splits opening the modal in two: the render that opens it paints only the dialog's frame
 * (cheap, so it is on screen in the click's frame), and the dialog itself — focus trap, scroll
 * lock, the view — renders once that frame has painted and `load` (the shell's and the view's
 * code, asked for after the paint) has settled. Waiting for the code here, not in a Suspense
 * fallback, spares React's 300 ms throttle on revealing suspended content. A hidden page paints
 * no frames: a timer stands in for the frame there.
 */
export function useOpeningFrame(open: boolean, load: () => Promise<unknown>): OpeningFrame {
  const [state, setState] = useState(() => ({
    open,
    painted: false,
    loaded: false,
    openedAt: now(),
  }))
  let current = state
  if (state.open !== open) {
    current = open ? { open, painted: false, loaded: false, openedAt: now() } : { ...state, open }
    setState(current)
  }
  const { painted, loaded } = current
  useEffect(() => {
    if (!open || painted) return
    return afterNextPaint(() => setState((latest) => ({ ...latest, painted: true })))
  }, [open, painted])
  // The code is asked for once the frame is on screen: when the intent has not fetched it yet (a
  // press right after the page showed the button), fetching starts dozens of module preloads,
  // which would otherwise hold the frame back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read when the frame has painted
  useEffect(() => {
    if (!open || !painted || loaded) return
    let live = true
    load().then(() => {
      if (live) setState((latest) => ({ ...latest, loaded: true }))
    })
    return () => {
      live = false
    }
  }, [open, painted, loaded])
  return { ready: painted && loaded, openedAt: current.openedAt }
}

const now = () => globalThis.performance?.now() ?? 0

/**
 * The style that carries the modal's entrance animation on from `openedAt`, for a box that
 * mounts after the modal opened (the dialog after the frame): read once, when it mounts, so the
 * animation's offset never moves. `undefined` without `openedAt`.
 */
export function useEnteredStyle(openedAt: number | undefined): CSSProperties | undefined {
  const [style] = useState(() =>
    openedAt === undefined
      ? undefined
      : ({ [enteredProperty]: `${-Math.round(now() - openedAt)}ms` } as CSSProperties),
  )
  return style
}
