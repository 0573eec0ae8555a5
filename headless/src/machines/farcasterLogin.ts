import type { FoyerError } from '../errors/FoyerError.js'
import { type FarcasterLoginState, initialFarcasterLoginState } from './farcasterLoginState.js'

export { type FarcasterLoginState, initialFarcasterLoginState }

/** Events of a Farcaster sign-in. */
export type FarcasterLoginEvent =
  | { type: 'start' }
  | { type: 'urlReady'; url: string }
  | { type: 'approved' }
  | { type: 'connected' }
  | { type: 'fail'; error: FoyerError }
  /** Leaving ConnectingFarcaster unconnected forgets the URL (SPEC §2). */
  | { type: 'reset' }

/** Pure Farcaster sign-in transitions; events that do not fit the current state are ignored. */
export function farcasterLoginTransition(
  state: FarcasterLoginState,
  event: FarcasterLoginEvent,
): FarcasterLoginState {
  switch (event.type) {
    case 'reset':
      return initialFarcasterLoginState
    case 'start':
      return state.status === 'loadingUrl' || state.status === 'waiting'
        ? state
        : { status: 'loadingUrl' }
    case 'urlReady':
      return state.status === 'loadingUrl' ? { status: 'waiting', url: event.url } : state
    case 'approved':
      return state.status === 'waiting' ? { status: 'connecting' } : state
    case 'connected':
      return state.status === 'connecting' ? { status: 'connected' } : state
    case 'fail':
      return state.status === 'idle' || state.status === 'connected'
        ? state
        : { status: 'failed', error: event.error }
  }
}
