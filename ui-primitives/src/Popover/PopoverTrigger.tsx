import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { mergeProps } from '../utils/mergeProps.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>

/**
 * The `<button>` that toggles the popover (reason `'trigger'`) and anchors its position. Sets
 * `aria-haspopup="dialog"`, `aria-expanded` and, while open, `aria-controls`.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: whether its popover is open.
 */
export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger(props, forwardedRef) {
    const { onClick, ...rest } = props
    const { open, setOpen, floating, getReferenceProps } = usePopoverContext('Trigger')
    const ref = useMergedRef<HTMLButtonElement>(floating.refs.setReference, forwardedRef)
    return (
      <button
        type="button"
        {...mergeProps(getReferenceProps(), { 'data-state': open ? 'open' : 'closed', ...rest })}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => setOpen(!open, 'trigger'))}
      />
    )
  },
)
