import { MODAL_SHAKE_MS } from '../constants/timing.js'
import { embeddedCloseView, type View } from './router.js'

/** Open state of the modal (SPEC §4). Visible in the DOM as `data-state`. */
export type ModalStatus = 'closed' | 'open'

/** The modal machine's state. */
export type ModalState = {
  status: ModalStatus
  /** The refusal shake (SPEC §2: 500 ms); visible as `data-shake`. */
  shake: 'idle' | 'shaking'
}

/** Events of the modal machine. */
export type ModalEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'shake' }
  | { type: 'shakeEnd' }

/** The modal at start: closed, not shaking. */
export const initialModalState: ModalState = { status: 'closed', shake: 'idle' }

/**
 * Pure modal transitions: closed ⇄ open, and shakes. SPEC §4's per-namespace loading flag is
 * not stored here: it is derived from each namespace's connection status.
 */
export function modalTransition(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'open':
      return state.status === 'open' ? state : { ...state, status: 'open' }
    case 'close':
      return state.status === 'closed' ? state : { ...state, status: 'closed', shake: 'idle' }
    case 'shake':
      return state.status === 'open' ? { ...state, shake: 'shaking' } : state
    case 'shakeEnd':
      return { ...state, shake: 'idle' }
  }
}

/** How long a shake lasts; the caller sends `shakeEnd` after it (SPEC §2). */
export const shakeDurationMs = MODAL_SHAKE_MS

/** What {@link resolveCloseAction} decides on. */
export type CloseContext = {
  /** The view on top of the history. */
  view: View
  /** Whether the active namespace is connected. */
  connected: boolean
  /** Whether the host requires sign-in (SIWX). */
  siwxRequired: boolean
  /** Whether a sign-in session exists for the connected account. */
  hasSiwxSession: boolean
  /** Whether the modal is embedded in the page rather than floating. */
  embedded: boolean
}

/** What a request to close the modal does. */
export type CloseAction =
  | { type: 'close' }
  /** Refuse: shake for 500 ms instead of closing. */
  | { type: 'shake' }
  /** Embedded mode: stay, showing this view. */
  | { type: 'reset'; view: 'Account' | 'Connect' }

/**
 * The safe close rules (SPEC §2, §4, SPEC-NOTES "Modal"): on UnsupportedChain the modal shakes
 * instead of closing; so it does while sign-in is required and no session exists (when
 * connected, or on the sign or approve view). In embedded mode closing returns to Account when
 * connected, else Connect. Otherwise the modal closes.
 */
export function resolveCloseAction(context: CloseContext): CloseAction {
  if (context.view === 'UnsupportedChain') return { type: 'shake' }
  const signInPending = context.siwxRequired && !context.hasSiwxSession
  const signView = context.view === 'SIWXSignMessage' || context.view === 'ApproveTransaction'
  if (signInPending && (context.connected || signView)) return { type: 'shake' }
  if (context.embedded) return { type: 'reset', view: embeddedCloseView(context.connected) }
  return { type: 'close' }
}
