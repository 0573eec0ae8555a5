import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
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
   * Alias of `container`.
   * @default document.body
   */
  root?: HTMLElement | ShadowRoot | null | undefined
}

/**
 * Renders its children into `document.body` (or `container`) while the dialog is mounted,
 * inside one `<div data-dialog-portal>`. Nothing on the server.
 */
export function DialogPortal(props: DialogPortalProps): ReactNode {
  const { children, container, root } = props
  const { isMounted } = useDialogContext('Portal')
  const target = container ?? root ?? globalThis.document?.body
  if (!isMounted || !target) return null
  return createPortal(<div data-dialog-portal="">{children}</div>, target)
}
