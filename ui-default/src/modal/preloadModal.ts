import type { View } from '@foyer/headless'
import { lazyWithPreload } from '../utils/lazyWithPreload.js'
import type { ViewComponents } from './types.js'

/** The dialog, its header and the view router: fetched on intent, rendered on the first open. */
export const ModalShell = lazyWithPreload(() => import('./ModalShell.js'))

/** The views of the mounted `FoyerModal` that the host replaced; `null` while none is mounted. */
let mounted: { views: ViewComponents | undefined } | null = null

/** `FoyerModal` says it is mounted (and which views its host replaced); answers the unmount. */
export function registerModal(views: ViewComponents | undefined): () => void {
  const entry = { views }
  mounted = entry
  return () => {
    if (mounted === entry) mounted = null
  }
}

/**
 * Fetches what opening the modal on `view` needs, and nothing more: the shell and that one view
 * (unless the host replaced it). Called on intent — the pointer over the connect button, focus
 * on it, a press — so the code is here by the click, while a visitor who never reaches for the
 * button downloads none of it. Without a view: the shell and every view the host kept (what
 * the modal fetches in the background once it has opened). Does nothing without a mounted
 * `FoyerModal`. Settles when the fetches end and never rejects: a failed fetch is tried again
 * when the modal renders.
 */
export function preloadModal(view?: View): Promise<void> {
  const modal = mounted
  if (!modal) return Promise.resolve()
  return ModalShell.preload().then(
    async (shell) => {
      await (view ? shell.preloadView(view, modal.views) : shell.loadViews(modal.views))
    },
    () => {},
  )
}
