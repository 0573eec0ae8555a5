import { forwardRef, type HTMLAttributes, type RefObject, useRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { useDialogContext } from './DialogContext.js'
import { useModalLayer } from './useModalLayer.js'

export type DialogContentProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * What gets focus on open: an index into the content's tabbable elements, or a ref. When
   * nothing inside is tabbable, the content itself is focused.
   * @default 0
   */
  initialFocus?: number | RefObject<HTMLElement | null> | undefined
  /**
   * Return focus on close: `true` returns it to `Dialog.Trigger`, or when there is none, to the
   * element focused before the dialog opened; a ref picks the element; `false` leaves it.
   * @default true
   */
  returnFocus?: boolean | RefObject<HTMLElement | null> | undefined
  /**
   * Called when Escape is pressed while open; `event.preventDefault()` keeps the dialog open.
   * @default undefined
   */
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined
  /**
   * Called on a pointer down outside the content while open; `event.preventDefault()` keeps
   * the dialog open.
   * @default undefined
   */
  onPointerDownOutside?: ((event: MouseEvent) => void) | undefined
}

/**
 * The dialog itself: a `<div role="dialog" aria-modal="true">` labelled by `Dialog.Title` and
 * described by `Dialog.Description` (each only when rendered). While open the rest of the page
 * is `inert` (live regions excepted), focus moves in and Tab wraps inside it, and focus goes
 * back on close (`useModalLayer`).
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: open, or closing during `exitDuration`.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(
  function DialogContent(props, forwardedRef) {
    const {
      initialFocus = 0,
      returnFocus = true,
      onEscapeKeyDown,
      onPointerDownOutside,
      onKeyDown,
      onPointerDownCapture,
      ...rest
    } = props
    const context = useDialogContext('Content')
    const { open, isMounted, state, contentId, triggerRef, dismiss } = context
    const { titleId, descriptionId } = context
    const element = useRef<HTMLDivElement>(null)
    const ref = useMergedRef<HTMLDivElement>(element, forwardedRef)
    const layer = useModalLayer(open, element, {
      initialFocus,
      returnFocus,
      trigger: triggerRef,
      onDismiss: (reason, event) => {
        if (reason === 'escape-key') onEscapeKeyDown?.(event as KeyboardEvent)
        else onPointerDownOutside?.(event as MouseEvent)
        dismiss(reason, event)
      },
    })

    if (!isMounted) return null
    return (
      <div
        id={contentId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-state={state}
        {...rest}
        ref={ref}
        onKeyDown={composeEventHandlers(onKeyDown, layer.onKeyDown)}
        onPointerDownCapture={composeEventHandlers(
          onPointerDownCapture,
          layer.onPointerDownCapture,
          { checkForDefaultPrevented: false },
        )}
      />
    )
  },
)
