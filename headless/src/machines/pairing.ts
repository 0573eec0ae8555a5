import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.js'

/** A wallet the visitor used, as the recent-wallets list keeps it. */
export type PairingWallet = { id: string; name: string }

/**
 * A WalletConnect pairing (SPEC §4, SPEC-NOTES): its URI lives 4 minutes and counts as expired
 * when 10 s or less remain. Visible in the DOM as `data-state`.
 */
export type PairingState = {
  status: 'idle' | 'pairing' | 'connected' | 'disconnected'
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
  | { type: 'setUri'; uri: string; now: number }
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
        expiresAt: event.now + PAIRING_LIFETIME_MS,
      }
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

/** Whether the pairing URI is missing or expires within 10 s (SPEC-NOTES), so a new one is needed. */
export function isPairingExpired(state: PairingState, now: number): boolean {
  return state.expiresAt === undefined || state.expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
}
