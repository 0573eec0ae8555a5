import type { FoyerError } from '../errors/FoyerError.js'

/**
 * A Farcaster sign-in (SPEC §2, §7): the embedded wallet gives a sign-in URL (shown as a QR code
 * and a link on ConnectingFarcaster), then waits until the visitor approves it elsewhere.
 * Visible in the DOM as `data-state`.
 */
export type FarcasterLoginState =
  | { status: 'idle' }
  | { status: 'loadingUrl' }
  /** The URL is shown; the visitor approves it on another device. */
  | { status: 'waiting'; url: string }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'failed'; error: FoyerError }

/** Events of a Farcaster sign-in. */
export type FarcasterLoginEvent =
  | { type: 'start' }
  | { type: 'urlReady'; url: string }
  | { type: 'approved' }
  | { type: 'connected' }
  | { type: 'fail'; error: FoyerError }
  /** Leaving ConnectingFarcaster unconnected forgets the URL (SPEC §2). */
  | { type: 'reset' }

/** A Farcaster sign-in at start. */
export const initialFarcasterLoginState: FarcasterLoginState = { status: 'idle' }

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
