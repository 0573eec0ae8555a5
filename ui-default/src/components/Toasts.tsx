import { useToasts } from '@foyer/headless/react'
import { lazy, Suspense, useState } from 'react'

const ToastRegion = lazy(() => import('./ToastRegion.js'))

/**
 * Foyer's toasts. Nothing (and none of the toast code) loads until the first toast; then the
 * region stays, so later toasts animate in and out.
 */
export function Toasts() {
  const { toasts } = useToasts()
  const [used, setUsed] = useState(false)
  if (toasts.length > 0 && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
