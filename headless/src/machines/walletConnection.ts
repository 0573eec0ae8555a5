import type { FoyerError } from '../errors/FoyerError.js'

/**
 * One attempt to connect a chosen wallet, as the Connecting views show it. `attempt` counts
 * attempts: an outcome that arrives for an older attempt (abandoned, cancelled) changes nothing.
 * Visible in the DOM as `data-state`.
 */
export type WalletConnectionState =
  | { status: 'idle'; attempt: number }
  | { status: 'connecting'; attempt: number; connectorId: string }
  | { status: 'connected'; attempt: number; connectorId: string }
  /** The visitor declined in the wallet (code 4001). */
  | { status: 'rejected'; attempt: number; connectorId: string; error: FoyerError }
  /** The wallet failed, or did not answer in time. */
  | { status: 'failed'; attempt: number; connectorId: string; error: FoyerError }

/** Events of a wallet-connection attempt; outcomes name the attempt they belong to. */
export type WalletConnectionEvent =
  | { type: 'start'; connectorId: string }
  | { type: 'succeed'; attempt: number }
  | { type: 'reject'; attempt: number; error: FoyerError }
  | { type: 'fail'; attempt: number; error: FoyerError }
  /** The visitor gave up on the attempt (closed the modal, went back). */
  | { type: 'cancel' }
  /** Forget a finished attempt. */
  | { type: 'reset' }

/** No attempt under way. */
export const initialWalletConnectionState: WalletConnectionState = { status: 'idle', attempt: 0 }

/**
 * Pure transitions of a wallet-connection attempt. A new start supersedes any attempt under
 * way; outcomes apply only to the current attempt while it is connecting; cancelling ends it.
 */
export function walletConnectionTransition(
  state: WalletConnectionState,
  event: WalletConnectionEvent,
): WalletConnectionState {
  switch (event.type) {
    case 'start':
      return { status: 'connecting', attempt: state.attempt + 1, connectorId: event.connectorId }
    case 'cancel':
      return state.status === 'connecting' ? { status: 'idle', attempt: state.attempt + 1 } : state
    case 'reset':
      return state.status === 'idle' ? state : { status: 'idle', attempt: state.attempt }
    default: {
      if (state.status !== 'connecting' || event.attempt !== state.attempt) return state
      const { attempt, connectorId } = state
      if (event.type === 'succeed') return { status: 'connected', attempt, connectorId }
      const status = event.type === 'reject' ? 'rejected' : 'failed'
      return { status, attempt, connectorId, error: event.error }
    }
  }
}
