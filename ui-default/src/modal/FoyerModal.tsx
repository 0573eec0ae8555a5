import { useModal } from '@foyer/headless/react'
import { Suspense, useEffect, useState } from 'react'
import { lazyWithPreload, whenIdle } from '../utils/lazyWithPreload.js'
import type { FoyerModalProps } from './types.js'

export type { FoyerModalProps }

const ModalShell = lazyWithPreload(() => import('./ModalShell.js'))

/**
 * The wallet modal. It opens and closes with `useModal()` (or `ConnectButton`) and shows the
 * view on top of the router's history. Its code is not part of the first load: it is fetched
 * when the browser is idle after the first paint (or on the first open, if sooner) and stays.
 */
export function FoyerModal(props: FoyerModalProps) {
  const { isOpen } = useModal()
  const [used, setUsed] = useState(isOpen)
  if (isOpen && !used) setUsed(true)
  useEffect(
    () =>
      whenIdle(
        () =>
          void ModalShell.preload().then(
            (shell) => shell.preloadViews(),
            () => {},
          ),
      ),
    [],
  )
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ModalShell {...props} />
    </Suspense>
  )
}
