import { FloatingFocusManager } from '@floating-ui/react'
import { forwardRef, type HTMLAttributes, type RefObject } from 'react'
import { mergeProps } from '../utils/mergeProps.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverContentProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * What gets focus on open: an index into the tabbable elements inside, or a ref.
   * @default 0
   */
  initialFocus?: number | RefObject<HTMLElement | null> | undefined
  /**
   * Return focus to the trigger on close (`false` to leave it, or a ref to choose).
   * @default true
   */
  returnFocus?: boolean | RefObject<HTMLElement | null> | undefined
}

/**
 * The `<div role="dialog">` positioned beside the trigger (inline `position`/`top`/`left` are
 * functional), labelled by `Popover.Title` and described by `Popover.Description` when rendered.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: open, or closing during `exitDuration`.
 * - `[data-side="top" | "right" | "bottom" | "left"]`: the side it ended on after flipping.
 */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(
  function PopoverContent(props, forwardedRef) {
    const { initialFocus = 0, returnFocus = true, style, ...rest } = props
    const context = usePopoverContext('Content')
    const { open, isMounted, modal, floating, placement, getFloatingProps } = context
    const ref = useMergedRef<HTMLDivElement>(floating.refs.setFloating, forwardedRef)
    if (!isMounted) return null
    return (
      <FloatingFocusManager
        context={floating.context}
        modal={modal}
        disabled={!open}
        initialFocus={initialFocus}
        returnFocus={returnFocus}
      >
        <div
          {...mergeProps(getFloatingProps(), {
            'aria-labelledby': context.titleId,
            'aria-describedby': context.descriptionId,
            'data-state': open ? 'open' : 'closed',
            'data-side': placement.split('-')[0],
            ...rest,
          })}
          style={{ ...floating.floatingStyles, ...style }}
          ref={ref}
        />
      </FloatingFocusManager>
    )
  },
)
