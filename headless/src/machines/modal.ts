import type { ChainNamespace } from '../chains/namespaces.js'

/** Open state of the modal (SPEC §4). Visible in the DOM as `data-state`. */
export type ModalStatus = 'closed' | 'open'

export type ModalState = {
  status: ModalStatus
  /** Per-namespace loading flag (SPEC §4). */
  loading: Partial<Record<ChainNamespace, boolean>>
  /** The refusal shake (SPEC §2: 500 ms); visible as `data-shake`. */
  shake: 'idle' | 'shaking'
}

export type ModalEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'setLoading'; namespace: ChainNamespace; loading: boolean }
  | { type: 'shake' }
  | { type: 'shakeEnd' }

export const initialModalState: ModalState = { status: 'closed', loading: {}, shake: 'idle' }

/** Pure modal transitions: closed ⇄ open, a loading flag per namespace, and shakes. */
export function modalTransition(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'open':
      return state.status === 'open' ? state : { ...state, status: 'open' }
    case 'close':
      return state.status === 'closed' ? state : { ...state, status: 'closed', shake: 'idle' }
    case 'setLoading':
      return { ...state, loading: { ...state.loading, [event.namespace]: event.loading } }
    case 'shake':
      return state.status === 'open' ? { ...state, shake: 'shaking' } : state
    case 'shakeEnd':
      return { ...state, shake: 'idle' }
  }
}
