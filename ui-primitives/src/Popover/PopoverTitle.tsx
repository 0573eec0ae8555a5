import { forwardRef, type HTMLAttributes, useId } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverTitleProps = HTMLAttributes<HTMLHeadingElement>

/** An `<h2>` naming the popover: `Popover.Content`'s `aria-labelledby` points at it. */
export const PopoverTitle = forwardRef<HTMLHeadingElement, PopoverTitleProps>(
  function PopoverTitle(props, ref) {
    const generatedId = useId()
    const id = props.id ?? generatedId
    const { setTitleId } = usePopoverContext('Title')
    useIsomorphicLayoutEffect(() => {
      setTitleId(id)
      return () => setTitleId(undefined)
    }, [id, setTitleId])
    return <h2 {...props} id={id} ref={ref} />
  },
)
