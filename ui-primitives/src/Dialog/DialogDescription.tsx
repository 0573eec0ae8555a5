import { forwardRef, type HTMLAttributes } from 'react'
import { useRegisteredId } from '../utils/useLabelIds.js'
import { useDialogContext } from './DialogContext.js'

export type DialogDescriptionProps = HTMLAttributes<HTMLParagraphElement>

/** A `<p>` describing the dialog: `Dialog.Content`'s `aria-describedby` points at it. */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription(props, ref) {
    const { setDescriptionId } = useDialogContext('Description')
    const id = useRegisteredId(props.id, setDescriptionId)
    return <p {...props} id={id} ref={ref} />
  },
)
