import { type FocusableElement, tabbable } from 'tabbable'

/**
 * The elements Tab reaches inside `container`, in the browser's order, leaving out those not
 * rendered (`checkVisibility`, where the browser has it).
 */
export function tabbableIn(container: Element): FocusableElement[] {
  return tabbable(container, { displayCheck: 'none' }).filter(
    (element) => element.checkVisibility?.() ?? true,
  )
}

/** Focuses `element` without scrolling; answers whether it took focus. */
export function focusWithoutScroll(element: FocusableElement | null | undefined): boolean {
  if (!element?.isConnected) return false
  element.focus({ preventScroll: true })
  return element.ownerDocument.activeElement === element
}
