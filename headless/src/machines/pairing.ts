import { PAIRING_LIFETIME_MS } from '../constants/embedded.js'

/** A wallet the visitor used, as the recent-wallets list keeps it. */
export type PairingWallet = { id: string; name: string }

/**
 * A WalletConnect pairing (SPEC §4, SPEC-NOTES): its URI lives 4 minutes and counts as expired
 * when 10 s or less remain. Visible in the DOM as `data-state`.
 */
export type PairingState = {
  /** `expired`: the URI's time ran out (a new one is on its way); it is still shown, dimmed. */
  status: 'idle' | 'pairing' | 'expired' | 'connected' | 'disconnected'
  uri: string | undefined
  /** When the URI expires, in ms since the epoch. */
  expiresAt: number | undefined
  /** The deep link or universal link the visitor follows. */
  linking: string | undefined
  /** The wallet being paired, remembered as the recent wallet. */
  recentWallet: PairingWallet | undefined
}

/** Events of a pairing. */
export type PairingEvent =
  /** A new URI; it lives `lifetimeMs` (default 4 minutes; tests pass less). */
  | { type: 'setUri'; uri: string; now: number; lifetimeMs?: number }
  /** The URI's time ran out (10 s before its end): a refresh is due. */
  | { type: 'expire' }
  | { type: 'setLinking'; linking: string }
  | { type: 'setRecentWallet'; wallet: PairingWallet }
  | { type: 'connected' }
  /** Clears the URI, expiry, linking and recent wallet and sets disconnected. */
  | { type: 'reset' }

/** No pairing yet. */
export const initialPairingState: PairingState = {
  status: 'idle',
  uri: undefined,
  expiresAt: undefined,
  linking: undefined,
  recentWallet: undefined,
}

/** Pure pairing transitions (SPEC §4). */
export function pairingTransition(state: PairingState, event: PairingEvent): PairingState {
  switch (event.type) {
    case 'setUri':
      return {
        ...state,
        status: 'pairing',
        uri: event.uri,
        expiresAt: event.now + (event.lifetimeMs ?? PAIRING_LIFETIME_MS),
      }
    case 'expire':
      return state.status === 'pairing' ? { ...state, status: 'expired' } : state
    case 'setLinking':
      return { ...state, linking: event.linking }
    case 'setRecentWallet':
      return { ...state, recentWallet: event.wallet }
    case 'connected':
      return { ...state, status: 'connected' }
    case 'reset':
      return { ...initialPairingState, status: 'disconnected' }
  }
}
