import { FloatingPortal } from '@floating-ui/react'
import type { ReactNode } from 'react'
import { useTooltipContext } from './TooltipContext.js'

export type TooltipPortalProps = {
  children?: ReactNode
  /**
   * The element to render into.
   * @default document.body
   */
  container?: HTMLElement | ShadowRoot | null | undefined
}

/** Renders its children into `document.body` (or `container`) while the tooltip is mounted. */
export function TooltipPortal(props: TooltipPortalProps): ReactNode {
  const { isMounted } = useTooltipContext('Portal')
  if (!isMounted) return null
  return <FloatingPortal root={props.container ?? undefined}>{props.children}</FloatingPortal>
}
