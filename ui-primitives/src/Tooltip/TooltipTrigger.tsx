import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { mergeProps } from '../utils/mergeProps.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { useTooltipContext } from './TooltipContext.js'

export type TooltipTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>

/**
 * The `<button>` the tooltip describes (`aria-describedby` points at the tooltip while it
 * shows). The tooltip supplements the button's own name; it never replaces it.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: whether its tooltip shows.
 */
export const TooltipTrigger = forwardRef<HTMLButtonElement, TooltipTriggerProps>(
  function TooltipTrigger(props, forwardedRef) {
    const { open, floating, getReferenceProps } = useTooltipContext('Trigger')
    const ref = useMergedRef<HTMLButtonElement>(floating.refs.setReference, forwardedRef)
    return (
      <button
        type="button"
        {...mergeProps(getReferenceProps(), { 'data-state': open ? 'open' : 'closed', ...props })}
        ref={ref}
      />
    )
  },
)
