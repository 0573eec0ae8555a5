import { atom } from 'jotai/vanilla'
import type { ToastQueueState } from '../machines/toast.js'

/** The toasts of one instance (machines/toast.ts): visible ones, and replacements waiting. */
export const toastQueueAtom = atom<ToastQueueState>({ visible: [], pending: [] })

/** The timer of the queue's next tick (an expiry or a due replacement). */
export const toastTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined)
