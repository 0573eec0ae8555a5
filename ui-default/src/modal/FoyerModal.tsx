import { useModal } from '@foyer/headless/react'
import { lazy, Suspense, useState } from 'react'
import type { ViewComponents } from './viewRegistry.js'

const ModalShell = lazy(() => import('./ModalShell.js'))

export type FoyerModalProps = {
  /** Replace any view with your own component; the router, history and state stay Foyer's. */
  views?: ViewComponents
  /**
   * Where the modal is rendered.
   * @default document.body
   */
  container?: HTMLElement | null
}

/**
 * The wallet modal. It opens and closes with `useModal()` (or `ConnectButton`) and shows the
 * view on top of the router's history. Its code loads the first time it opens, and stays.
 */
export function FoyerModal(props: FoyerModalProps) {
  const { isOpen } = useModal()
  const [used, setUsed] = useState(isOpen)
  if (isOpen && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ModalShell {...props} />
    </Suspense>
  )
}
