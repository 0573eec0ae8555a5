import { forwardRef, type HTMLAttributes } from 'react'
import { useRegisteredId } from '../utils/useLabelIds.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverTitleProps = HTMLAttributes<HTMLHeadingElement>

/** An `<h2>` naming the popover: `Popover.Content`'s `aria-labelledby` points at it. */
export const PopoverTitle = forwardRef<HTMLHeadingElement, PopoverTitleProps>(
  function PopoverTitle(props, ref) {
    const { setTitleId } = usePopoverContext('Title')
    const id = useRegisteredId(props.id, setTitleId)
    return <h2 {...props} id={id} ref={ref} />
  },
)
