import { FloatingPortal } from '@floating-ui/react'
import type { ReactNode } from 'react'
import { useDialogContext } from './DialogContext.js'

export type DialogPortalProps = {
  children?: ReactNode
  /**
   * The element to render into, for hosts that scope their styles under one element. Also
   * accepted as `root`.
   * @default document.body
   */
  container?: HTMLElement | ShadowRoot | null | undefined
  /**
   * Alias of `container` (Floating UI's name).
   * @default document.body
   */
  root?: HTMLElement | ShadowRoot | null | undefined
}

/**
 * Renders its children into `document.body` (or `container`) while the dialog is mounted,
 * inside one `<div data-floating-ui-portal>`.
 */
export function DialogPortal(props: DialogPortalProps): ReactNode {
  const { children, container, root } = props
  const { isMounted } = useDialogContext('Portal')
  if (!isMounted) return null
  return <FloatingPortal root={container ?? root ?? undefined}>{children}</FloatingPortal>
}
