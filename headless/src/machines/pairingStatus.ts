import { PAIRING_EXPIRY_MARGIN_MS } from '../constants/embedded.js'
import type { PairingState } from './pairing.js'
import type { WalletConnectionState } from './walletConnection.js'

// What the pairing views and the WalletConnect flow read from a pairing: whether its URI has
// expired, when its refresh is due, what the view shows. Apart from the machine (pairing.ts),
// which the first load holds for the pairing's reset, so that this is loaded with the flow.

/** Whether the pairing URI is missing or expires within 10 s (SPEC-NOTES), so a new one is needed. */
export function isPairingExpired(state: PairingState, now: number): boolean {
  return state.expiresAt === undefined || state.expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * When a live pairing counts as expired (10 s before its end), i.e. when its refresh is due;
 * undefined when no URI is live.
 */
export function pairingRefreshAt(state: PairingState): number | undefined {
  return state.status === 'pairing' && state.expiresAt !== undefined
    ? state.expiresAt - PAIRING_EXPIRY_MARGIN_MS
    : undefined
}

/**
 * What a WalletConnect pairing view shows, from the pairing and the connect attempt: `loading`
 * until the URI exists, `pairing` (QR code live), `expired` (a new URI is on its way),
 * `connected`, `rejected` (declined in the wallet) or `failed`; `idle` before any attempt.
 */
export type WalletConnectPairingStatus =
  | 'idle'
  | 'loading'
  | 'pairing'
  | 'expired'
  | 'connected'
  | 'rejected'
  | 'failed'

/** {@link WalletConnectPairingStatus} of `pairing` while `connection` is the current attempt. */
export function walletConnectPairingStatus(
  pairing: PairingState,
  connection: WalletConnectionState,
  connectorId: string,
): WalletConnectPairingStatus {
  const mine = connection.status !== 'idle' && connection.connectorId === connectorId
  if (mine && (connection.status === 'rejected' || connection.status === 'failed')) {
    return connection.status
  }
  if (pairing.status === 'connected' || (mine && connection.status === 'connected')) {
    return 'connected'
  }
  if (pairing.status === 'pairing' || pairing.status === 'expired') return pairing.status
  return mine && connection.status === 'connecting' ? 'loading' : 'idle'
}
