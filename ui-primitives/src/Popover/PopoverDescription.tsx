import { forwardRef, type HTMLAttributes, useId } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverDescriptionProps = HTMLAttributes<HTMLParagraphElement>

/** A `<p>` describing the popover: `Popover.Content`'s `aria-describedby` points at it. */
export const PopoverDescription = forwardRef<HTMLParagraphElement, PopoverDescriptionProps>(
  function PopoverDescription(props, ref) {
    const generatedId = useId()
    const id = props.id ?? generatedId
    const { setDescriptionId } = usePopoverContext('Description')
    useIsomorphicLayoutEffect(() => {
      setDescriptionId(id)
      return () => setDescriptionId(undefined)
    }, [id, setDescriptionId])
    return <p {...props} id={id} ref={ref} />
  },
)
