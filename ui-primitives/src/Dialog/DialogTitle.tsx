import { forwardRef, type HTMLAttributes } from 'react'
import { useRegisteredId } from '../utils/useLabelIds.js'
import { useDialogContext } from './DialogContext.js'

export type DialogTitleProps = HTMLAttributes<HTMLHeadingElement>

/** An `<h2>` naming the dialog: `Dialog.Content`'s `aria-labelledby` points at it. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(
  function DialogTitle(props, ref) {
    const { setTitleId } = useDialogContext('Title')
    const id = useRegisteredId(props.id, setTitleId)
    return <h2 {...props} id={id} ref={ref} />
  },
)
