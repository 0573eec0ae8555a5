import { FloatingOverlay } from '@floating-ui/react'
import { forwardRef, type HTMLAttributes } from 'react'
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
 * `Dialog.Content` inside it. Its only inline styles are functional (fixed, inset 0,
 * `overflow: auto`), from Floating UI's `FloatingOverlay`, which also holds the scroll lock.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: open, or closing during `exitDuration`.
 */
export const DialogOverlay = forwardRef<HTMLDivElement, DialogOverlayProps>(
  function DialogOverlay(props, ref) {
    const { lockScroll = true, ...rest } = props
    const { open, isMounted, state } = useDialogContext('Overlay')
    if (!isMounted) return null
    return (
      <FloatingOverlay data-state={state} {...rest} ref={ref} lockScroll={lockScroll && open} />
    )
  },
)
