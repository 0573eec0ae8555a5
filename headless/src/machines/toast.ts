import { TOAST_REPLACE_DELAY_MS } from '../constants/timing.js'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../constants/toasts.js'

/** A toast message (SPEC §2: bottom right, at most 3 at a time). */
export type Toast = {
  /** Showing a toast with the id of a visible one replaces it. */
  id: string
  message: string
  variant: 'success' | 'error' | 'info' | 'loading'
  /** @default 4000 ms; `Infinity` keeps it until dismissed. */
  duration?: number
}

/** A toast on screen, with the time it appeared. */
export type VisibleToast = Toast & { shownAt: number }

/** Toasts on screen (newest last) and replacements waiting for their 150 ms delay. */
export type ToastQueueState = {
  visible: readonly VisibleToast[]
  pending: readonly { toast: Toast; showAt: number }[]
}

/** Events of the toast queue; `now` is the current time in ms. */
export type ToastQueueEvent =
  | { type: 'show'; toast: Toast; now: number }
  | { type: 'dismiss'; id: string }
  /** Time passed: expire old toasts, show pending ones that are due. */
  | { type: 'tick'; now: number }

/** No toasts. */
export const initialToastQueueState: ToastQueueState = { visible: [], pending: [] }

function addVisible(visible: readonly VisibleToast[], toast: VisibleToast) {
  return [...visible, toast].slice(-TOAST_MAX_VISIBLE)
}

/**
 * Pure toast-queue transitions (SPEC §2, §4, §9): a new toast shows at once; at most 3 are
 * visible (the oldest leaves); each lasts 4000 ms; showing a toast while one with the same id
 * is open closes it and shows the new one 150 ms later.
 */
export function toastQueueTransition(
  state: ToastQueueState,
  event: ToastQueueEvent,
): ToastQueueState {
  switch (event.type) {
    case 'show': {
      const replacing = state.visible.some((toast) => toast.id === event.toast.id)
      const pending = state.pending.filter(({ toast }) => toast.id !== event.toast.id)
      if (replacing) {
        return {
          visible: state.visible.filter((toast) => toast.id !== event.toast.id),
          pending: [...pending, { toast: event.toast, showAt: event.now + TOAST_REPLACE_DELAY_MS }],
        }
      }
      return {
        visible: addVisible(state.visible, { ...event.toast, shownAt: event.now }),
        pending,
      }
    }
    case 'dismiss':
      return {
        visible: state.visible.filter((toast) => toast.id !== event.id),
        pending: state.pending.filter(({ toast }) => toast.id !== event.id),
      }
    case 'tick': {
      let visible = state.visible.filter(
        (toast) => toast.shownAt + (toast.duration ?? TOAST_DURATION_MS) > event.now,
      )
      const due = state.pending.filter(({ showAt }) => showAt <= event.now)
      for (const { toast, showAt } of due)
        visible = addVisible(visible, { ...toast, shownAt: showAt })
      const unchanged = visible.length === state.visible.length && due.length === 0
      return unchanged ? state : { visible, pending: state.pending.filter((p) => !due.includes(p)) }
    }
  }
}

/** When the next `tick` is needed (a toast expires or a replacement is due), or undefined. */
export function nextToastDeadline(state: ToastQueueState): number | undefined {
  const times = [
    ...state.visible.map((toast) => toast.shownAt + (toast.duration ?? TOAST_DURATION_MS)),
    ...state.pending.map(({ showAt }) => showAt),
  ].filter(Number.isFinite)
  return times.length ? Math.min(...times) : undefined
}
