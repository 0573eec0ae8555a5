import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverCloseProps = ButtonHTMLAttributes<HTMLButtonElement>

/** A `<button>` that closes the popover with reason `'close-button'`. */
export const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(
  function PopoverClose(props, ref) {
    const { onClick, ...rest } = props
    const { setOpen } = usePopoverContext('Close')
    return (
      <button
        type="button"
        {...rest}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => setOpen(false, 'close-button'))}
      />
    )
  },
)
