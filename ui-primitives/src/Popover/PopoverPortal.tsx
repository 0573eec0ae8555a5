import { FloatingPortal } from '@floating-ui/react'
import type { ReactNode } from 'react'
import { usePopoverContext } from './PopoverContext.js'

export type PopoverPortalProps = {
  children?: ReactNode
  /**
   * The element to render into.
   * @default document.body
   */
  container?: HTMLElement | ShadowRoot | null | undefined
}

/**
 * Renders its children into `document.body` (or `container`) while the popover is mounted,
 * keeping the Tab order as if the content followed its trigger.
 */
export function PopoverPortal(props: PopoverPortalProps): ReactNode {
  const { isMounted } = usePopoverContext('Portal')
  if (!isMounted) return null
  return (
    <FloatingPortal root={props.container ?? undefined} preserveTabOrder>
      {props.children}
    </FloatingPortal>
  )
}
