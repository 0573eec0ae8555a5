import { forwardRef, type HTMLAttributes, useId } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { useDialogContext } from './DialogContext.js'

export type DialogTitleProps = HTMLAttributes<HTMLHeadingElement>

/** An `<h2>` naming the dialog: `Dialog.Content`'s `aria-labelledby` points at it. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(
  function DialogTitle(props, ref) {
    const generatedId = useId()
    const id = props.id ?? generatedId
    const { setTitleId } = useDialogContext('Title')
    useIsomorphicLayoutEffect(() => {
      setTitleId(id)
      return () => setTitleId(undefined)
    }, [id, setTitleId])
    return <h2 {...props} id={id} ref={ref} />
  },
)
