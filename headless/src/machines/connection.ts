/**
 * Connection status of one chain namespace (SPEC §4); the wallet layer also reconnects.
 * Visible in the DOM as `data-status`.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Events of the connection-status machine. */
export type ConnectionEvent =
  /** The visitor starts connecting a wallet. */
  | { type: 'connect' }
  /** A lost connection is being re-established. */
  | { type: 'reconnect' }
  /** The wallet gave an account. */
  | { type: 'connected' }
  /** Connecting or syncing failed, or the wallet disconnected. */
  | { type: 'disconnected' }

/**
 * The status at start-up (SPEC §4): a stored 'connected' becomes 'connecting' until syncing the
 * existing connection ends in 'connected' or 'disconnected'. Anything else starts disconnected.
 */
export function initialConnectionStatus(stored: unknown): ConnectionStatus {
  return stored === 'connected' ? 'connecting' : 'disconnected'
}

/** Pure connection-status transitions. */
export function connectionTransition(
  status: ConnectionStatus,
  event: ConnectionEvent,
): ConnectionStatus {
  switch (event.type) {
    case 'connect':
      return status === 'connected' ? status : 'connecting'
    case 'reconnect':
      return status === 'disconnected' ? 'reconnecting' : status
    case 'connected':
      return 'connected'
    case 'disconnected':
      return 'disconnected'
  }
}
