import type { FoyerError } from '../errors/FoyerError.js'
import type { SocialProvider } from '../validation/socialProvider.js'

/** A sign-in through a window of its own: a social provider's consent page, or a passkey page. */
export type PopupSignInMethod = SocialProvider | 'passkey'

/**
 * A social or passkey sign-in (SPEC §4, SPEC-NOTES): the window opens on the click, the visitor
 * decides there, the embedded wallet exchanges the result for a session, the account connects.
 * Visible in the DOM as `data-state`.
 */
export type SocialLoginState =
  | { status: 'idle' }
  /** The sign-in window is open; the visitor decides there. */
  | { status: 'waiting'; provider: PopupSignInMethod }
  /** The visitor approved; the embedded wallet signs in and the account connects. */
  | { status: 'connecting'; provider: PopupSignInMethod }
  | { status: 'connected'; provider: PopupSignInMethod }
  /** The visitor cancelled or closed the window. */
  | { status: 'rejected'; provider: PopupSignInMethod }
  | { status: 'failed'; provider: PopupSignInMethod; error: FoyerError }

/** Events of a social or passkey sign-in. */
export type SocialLoginEvent =
  | { type: 'open'; provider: PopupSignInMethod }
  /** The window could not open (blocked by the browser). */
  | { type: 'openFailed'; provider: PopupSignInMethod; error: FoyerError }
  | { type: 'approved' }
  | { type: 'connected' }
  | { type: 'rejected' }
  | { type: 'fail'; error: FoyerError }
  | { type: 'reset' }

/** A social sign-in at start. */
export const initialSocialLoginState: SocialLoginState = { status: 'idle' }

/** Pure social sign-in transitions; events that do not fit the current state are ignored. */
export function socialLoginTransition(
  state: SocialLoginState,
  event: SocialLoginEvent,
): SocialLoginState {
  switch (event.type) {
    case 'reset':
      return initialSocialLoginState
    case 'open':
      return { status: 'waiting', provider: event.provider }
    case 'openFailed':
      return { status: 'failed', provider: event.provider, error: event.error }
    case 'approved':
      return state.status === 'waiting' ? { status: 'connecting', provider: state.provider } : state
    case 'connected':
      return state.status === 'connecting'
        ? { status: 'connected', provider: state.provider }
        : state
    case 'rejected':
      return state.status === 'waiting' || state.status === 'connecting'
        ? { status: 'rejected', provider: state.provider }
        : state
    case 'fail':
      return state.status === 'waiting' || state.status === 'connecting'
        ? { status: 'failed', provider: state.provider, error: event.error }
        : state
  }
}
