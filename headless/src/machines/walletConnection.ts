import type { FoyerError } from '../errors/FoyerError.js'

/**
 * One attempt to connect a chosen wallet, as the Connecting views show it.
 * Visible in the DOM as `data-state`.
 */
export type WalletConnectionState =
  | { status: 'idle' }
  | { status: 'connecting'; connectorId: string }
  | { status: 'connected'; connectorId: string }
  /** The visitor declined in the wallet (code 4001). */
  | { status: 'rejected'; connectorId: string; error: FoyerError }
  | { status: 'failed'; connectorId: string; error: FoyerError }

/** Events of a wallet-connection attempt. */
export type WalletConnectionEvent =
  | { type: 'start'; connectorId: string }
  | { type: 'succeed' }
  | { type: 'reject'; error: FoyerError }
  | { type: 'fail'; error: FoyerError }
  | { type: 'reset' }

/** No attempt under way. */
export const initialWalletConnectionState: WalletConnectionState = { status: 'idle' }

/** Pure transitions of a wallet-connection attempt. Outcomes apply only while connecting. */
export function walletConnectionTransition(
  state: WalletConnectionState,
  event: WalletConnectionEvent,
): WalletConnectionState {
  switch (event.type) {
    case 'start':
      return { status: 'connecting', connectorId: event.connectorId }
    case 'reset':
      return initialWalletConnectionState
    default:
      if (state.status !== 'connecting') return state
      if (event.type === 'succeed') return { status: 'connected', connectorId: state.connectorId }
      return {
        status: event.type === 'reject' ? 'rejected' : 'failed',
        connectorId: state.connectorId,
        error: event.error,
      }
  }
}
