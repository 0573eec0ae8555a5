import { useMemo } from 'react'
import { dismissToast } from '../actions/dismissToast.js'
import type { VisibleToast } from '../machines/toast.js'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseToastsReturnType = {
  /** The toasts on screen, oldest first (at most 3, SPEC §2). */
  toasts: readonly VisibleToast[]
  /** Takes one off the screen. */
  dismiss(id: string): void
}

/** The instance's toasts (SPEC §2, §9): what a toast region renders. */
export function useToasts(): UseToastsReturnType {
  const foyer = useFoyer()
  const { visible } = useFoyerValue(toastQueueAtom)
  const dismiss = useMemo(() => (id: string) => dismissToast(foyer, { id }), [foyer])
  return { toasts: visible, dismiss }
}
