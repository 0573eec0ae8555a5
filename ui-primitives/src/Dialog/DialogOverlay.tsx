import { forwardRef, type HTMLAttributes, useState } from 'react'
import { lockBodyScroll, measureScrollbarWidth } from '../utils/bodyScrollLock.js'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { useDialogContext } from './DialogContext.js'

export type DialogOverlayProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Lock the page's scroll (on `document.body`) while the dialog is open.
   * @default true
   */
  lockScroll?: boolean | undefined
}

/**
 * A `<div>` covering the viewport behind the content; pressing it is an outside press. Render
 * `Dialog.Content` inside it (or beside it). Its only inline styles are functional (fixed,
 * inset 0, `overflow: auto`); while the dialog is open it also locks the page's scroll.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: open, or closing during `exitDuration`.
 */
export const DialogOverlay = forwardRef<HTMLDivElement, DialogOverlayProps>(
  function DialogOverlay(props, ref) {
    const { lockScroll = true, style, children, ...rest } = props
    const { open, isMounted, state } = useDialogContext('Overlay')
    if (!isMounted) return null
    return (
      <div
        data-state={state}
        {...rest}
        ref={ref}
        style={{ position: 'fixed', inset: 0, overflow: 'auto', ...style }}
      >
        {lockScroll && open && <BodyScrollLock />}
        {children}
      </div>
    )
  },
)

/** Locks the page's scroll while rendered. */
function BodyScrollLock() {
  // Read as the lock renders, before its commit adds the dialog: the layout is still clean.
  const [scrollbarWidth] = useState(measureScrollbarWidth)
  useIsomorphicLayoutEffect(() => lockBodyScroll(scrollbarWidth), [scrollbarWidth])
  return null
}
