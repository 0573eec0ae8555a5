import { type KeyboardEvent, type RefObject, useRef } from 'react'
import { markOutsideInert } from '../utils/markOutsideInert.js'
import { focusWithoutScroll, tabbableIn } from '../utils/tabbableIn.js'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'

/** An open modal layer; the last one opened is the one Escape and outside presses are for. */
type Layer = { pressInside: boolean }
const layers: Layer[] = []

export type ModalLayerOptions = {
  /** What gets focus on open: an index into the tabbable elements, or a ref. */
  initialFocus: number | RefObject<HTMLElement | null>
  /** Where focus goes on close: `true` the trigger or the element focused before, a ref, or nowhere. */
  returnFocus: boolean | RefObject<HTMLElement | null>
  /** The dialog's trigger, if it has one. */
  trigger: RefObject<HTMLElement | null>
  /** Escape or a press outside the content, while this layer is the top one. */
  onDismiss: (reason: 'escape-key' | 'outside-press', event: Event) => void
}

/**
 * The behaviour of a modal dialog's content while `open`: the rest of the page inert, focus
 * moved in (and given back on close), Tab and Shift+Tab wrapping inside, and Escape or a press
 * outside reported to `onDismiss`. Presses inside parts the content renders elsewhere (a
 * popover in a portal) count as inside: they travel through the content in React's tree.
 * Answers the content's `onKeyDown` and `onPointerDownCapture` handlers.
 */
export function useModalLayer(
  open: boolean,
  content: RefObject<HTMLElement | null>,
  options: ModalLayerOptions,
) {
  const latest = useRef(options)
  latest.current = options
  const layer = useRef<Layer>({ pressInside: false }).current

  useIsomorphicLayoutEffect(() => {
    const element = content.current
    if (!open || !element) return
    const document = element.ownerDocument
    const before = document.activeElement
    layers.push(layer)
    const unmark = markOutsideInert([element])
    // In the next frame, as the browser lays the dialog out for its paint: focusing now would
    // lay it out inside this task, and again once the rest of the open has rendered. A visitor
    // (or a part the content opened) that moved focus in the meantime keeps it.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (active !== before && active !== document.body) return
      const { initialFocus } = latest.current
      const target =
        typeof initialFocus === 'number' ? tabbableIn(element)[initialFocus] : initialFocus.current
      if (!focusWithoutScroll(target)) focusWithoutScroll(element)
    })

    const isTop = () => layers[layers.length - 1] === layer
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing && isTop())
        latest.current.onDismiss('escape-key', event)
    }
    const onPointerDown = (event: PointerEvent) => {
      const inside = layer.pressInside
      layer.pressInside = false
      const node = event.target as Node | null
      if (inside || !isTop() || (node && element.contains(node)) || onScrollbar(event)) return
      latest.current.onDismiss('outside-press', event)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      layers.splice(layers.indexOf(layer), 1)
      unmark()
      const { returnFocus, trigger } = latest.current
      if (returnFocus === false) return
      const back = returnFocus === true ? (trigger.current ?? before) : returnFocus.current
      // Only when focus was inside, or left with the content: never take it from elsewhere.
      const active = document.activeElement
      if (!active || active === document.body || element.contains(active))
        focusWithoutScroll(back as HTMLElement | null)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const element = content.current
    const active = element?.ownerDocument.activeElement
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
    // Focus in a part rendered elsewhere (a popover) is that part's to move.
    if (!element || !active || !element.contains(active)) return
    const items = tabbableIn(element)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
    } else if (event.shiftKey && (active === first || active === element)) {
      event.preventDefault()
      focusWithoutScroll(last)
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      focusWithoutScroll(first)
    }
  }
  const onPointerDownCapture = () => {
    layer.pressInside = true
  }
  return { onKeyDown, onPointerDownCapture }
}

/** A press on an element's own scrollbar (a scrolling overlay's) is not a press outside. */
function onScrollbar(event: PointerEvent): boolean {
  const target = event.target
  if (!(target instanceof HTMLElement)) return false
  const { clientWidth, clientHeight } = target
  return (
    (clientWidth > 0 && event.offsetX > clientWidth) ||
    (clientHeight > 0 && event.offsetY > clientHeight)
  )
}
