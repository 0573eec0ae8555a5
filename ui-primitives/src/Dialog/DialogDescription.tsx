import { forwardRef, type HTMLAttributes, useId } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { useDialogContext } from './DialogContext.js'

export type DialogDescriptionProps = HTMLAttributes<HTMLParagraphElement>

/** A `<p>` describing the dialog: `Dialog.Content`'s `aria-describedby` points at it. */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription(props, ref) {
    const generatedId = useId()
    const id = props.id ?? generatedId
    const { setDescriptionId } = useDialogContext('Description')
    useIsomorphicLayoutEffect(() => {
      setDescriptionId(id)
      return () => setDescriptionId(undefined)
    }, [id, setDescriptionId])
    return <p {...props} id={id} ref={ref} />
  },
)
