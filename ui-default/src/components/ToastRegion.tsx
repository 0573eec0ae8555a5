import { useToasts } from '@foyer/headless/react'
import { toast as raise, Toaster } from '@foyer/ui-primitives'
import { useEffect, useId, useRef } from 'react'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { toast, toastRoot } from './ToastRegion.css.js'

/**
 * The toast region (SPEC §2: bottom right, at most 3): the instance's toasts (`useToasts()`)
 * drawn by the primitives' sonner-based `Toaster`. Headless keeps the queue (what shows, for
 * how long, replacements); this mirrors it: a new toast is raised, one headless took off is
 * dismissed, and a toast the visitor swipes away is dismissed in headless too.
 */
export function ToastRegion() {
  const { toasts, dismiss } = useToasts()
  const themeRoot = useThemeRoot()
  const toasterId = useId()
  const shown = useRef(new Set<string>())
  useEffect(() => {
    const current = new Set(toasts.map((item) => `${item.id}@${item.shownAt}`))
    for (const key of shown.current) {
      if (!current.has(key)) {
        raise.dismiss(key)
        shown.current.delete(key)
      }
    }
    for (const item of toasts) {
      const key = `${item.id}@${item.shownAt}`
      if (shown.current.has(key)) continue
      shown.current.add(key)
      const options = {
        id: key,
        toasterId,
        // Headless decides when it leaves.
        duration: Number.POSITIVE_INFINITY,
        onDismiss: () => dismiss(item.id),
      }
      if (item.variant === 'error') raise.error(item.message, options)
      else if (item.variant === 'success') raise.success(item.message, options)
      else raise(item.message, options)
    }
  }, [toasts, dismiss, toasterId])
  return (
    <div {...themeRoot} className={`${themeRoot.className} ${toastRoot}`}>
      <Toaster id={toasterId} toastOptions={{ className: toast }} />
    </div>
  )
}

export default ToastRegion
