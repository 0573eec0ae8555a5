import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useDialogContext } from './DialogContext.js'

export type DialogCloseProps = ButtonHTMLAttributes<HTMLButtonElement>

/** A `<button>` that closes the dialog with reason `'close-button'`. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(
  function DialogClose(props, ref) {
    const { onClick, ...rest } = props
    const { setOpen } = useDialogContext('Close')
    return (
      <button
        type="button"
        {...rest}
        ref={ref}
        onClick={composeEventHandlers(onClick, (event) =>
          setOpen(false, 'close-button', event.nativeEvent),
        )}
      />
    )
  },
)
