import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { mergeProps } from '../utils/mergeProps.js'
import { useMergedRef } from '../utils/useMergedRef.js'
import { useDialogContext } from './DialogContext.js'

export type DialogTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>

/**
 * A `<button>` that toggles the dialog (reason `'trigger'`) and receives focus back when it
 * closes. Optional: a dialog opened from elsewhere returns focus to whatever was focused before.
 *
 * Sets `aria-haspopup="dialog"`, `aria-expanded` and, while open, `aria-controls`.
 *
 * - `[data-state="open"]` / `[data-state="closed"]`: whether its dialog is open.
 */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(
  function DialogTrigger(props, forwardedRef) {
    const { open, state, setOpen, triggerRef, contentId } = useDialogContext('Trigger')
    const ref = useMergedRef<HTMLButtonElement>(triggerRef, forwardedRef)
    const { onClick, ...rest } = props
    const aria = {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
    }
    return (
      <button
        type="button"
        {...mergeProps(aria, { 'data-state': state, ...rest })}
        ref={ref}
        onClick={composeEventHandlers(onClick, (event) =>
          setOpen(!open, 'trigger', event.nativeEvent),
        )}
      />
    )
  },
)
