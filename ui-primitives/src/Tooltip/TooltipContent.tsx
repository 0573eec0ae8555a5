import { forwardRef, type HTMLAttributes } from 'react'
import { mergeProps } from '../utils/mergeProps.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { useTooltipContext } from './TooltipContext.js'

export type TooltipContentProps = HTMLAttributes<HTMLDivElement>

/**
 * The `<div role="tooltip">`, positioned next to the trigger by Floating UI (its inline
 * `position`/`top`/`left`/`transform` are functional; a consumer `style` merges over them).
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: shown, or hiding during `exitDuration`.
 * - `[data-side="top" | "right" | "bottom" | "left"]`: the side it ended on after flipping.
 */
export const TooltipContent = forwardRef<HTMLDivElement, TooltipContentProps>(
  function TooltipContent(props, forwardedRef) {
    const { style, ...rest } = props
    const { open, isMounted, floating, placement, getFloatingProps } = useTooltipContext('Content')
    const ref = useMergedRef<HTMLDivElement>(floating.refs.setFloating, forwardedRef)
    if (!isMounted) return null
    return (
      <div
        {...mergeProps(getFloatingProps(), {
          'data-state': open ? 'open' : 'closed',
          'data-side': placement.split('-')[0],
          ...rest,
        })}
        style={{ ...floating.floatingStyles, ...style }}
        ref={ref}
      />
    )
  },
)
