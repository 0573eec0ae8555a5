import { forwardRef, type HTMLAttributes } from 'react'
import { useRegisteredId } from '../utils/useLabelIds.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverDescriptionProps = HTMLAttributes<HTMLParagraphElement>

/** A `<p>` describing the popover: `Popover.Content`'s `aria-describedby` points at it. */
export const PopoverDescription = forwardRef<HTMLParagraphElement, PopoverDescriptionProps>(
  function PopoverDescription(props, ref) {
    const { setDescriptionId } = usePopoverContext('Description')
    const id = useRegisteredId(props.id, setDescriptionId)
    return <p {...props} id={id} ref={ref} />
  },
)
