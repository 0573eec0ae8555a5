import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'

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

/** The account of one chain namespace (SPEC §3 "Account state", the fields used so far). */
export type AccountState = {
  status: ConnectionStatus
  /** The active account, in the namespace's canonical form (checksummed in eip155). */
  address?: string
  /** The address on the active network, `namespace:reference:address`. */
  caipAddress?: `${string}:${string}:${string}`
  /** The connector the account comes from (kept while connecting, for the restore). */
  connectorId?: string
  /** The chain the wallet reports, which may not be one the host offers. */
  chainId?: number | string
}

/** Events of the per-namespace account machine. */
export type AccountEvent =
  /** The visitor starts connecting through a connector. */
  | { type: 'connect'; connectorId: string }
  /** A stored connection is being synced again (start-up restore). */
  | { type: 'reconnect'; connectorId: string }
  /** The wallet gave its account. */
  | {
      type: 'connected'
      connectorId: string
      address: string
      caipAddress: AccountState['caipAddress']
      chainId: number | string
    }
  /** A connect attempt ended without a connection (declined, failed, abandoned). */
  | { type: 'connectFailed' }
  /** The wallet switched account while connected. */
  | { type: 'accountChanged'; address: string; caipAddress: AccountState['caipAddress'] }
  /** The wallet switched chain while connected. */
  | { type: 'chainChanged'; chainId: number | string; caipAddress?: AccountState['caipAddress'] }
  /** SPEC §4 "Reset": disconnected, every account field cleared. */
  | { type: 'disconnected' }

/** No account: the state of a namespace nobody connected. */
export const disconnectedAccount: AccountState = { status: 'disconnected' }

/**
 * The start-up state of a namespace from what was stored (SPEC §4): a stored 'connected' with
 * its connector becomes 'connecting' until the restore ends in 'connected' or 'disconnected'.
 */
export function initialAccountState(
  storedStatus: unknown,
  storedConnectorId: string | undefined,
): AccountState {
  const status = initialConnectionStatus(storedStatus)
  return status === 'connecting' && storedConnectorId
    ? { status, connectorId: storedConnectorId }
    : disconnectedAccount
}

/**
 * Pure transitions of one namespace's account. The status changes only through
 * {@link connectionTransition}; a live connection survives a new attempt until that attempt
 * connects, and account or chain changes apply only while connected.
 */
export function accountTransition(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'connect':
    case 'reconnect': {
      const status = connectionTransition(state.status, { type: event.type })
      const unchanged = status === state.status && state.connectorId === event.connectorId
      return status === 'connected' || unchanged
        ? state
        : { status, connectorId: event.connectorId }
    }
    case 'connected': {
      const { type: _type, ...fields } = event
      return { ...fields, status: connectionTransition(state.status, { type: 'connected' }) }
    }
    case 'connectFailed':
      return state.status === 'connected'
        ? state
        : accountTransition(state, { type: 'disconnected' })
    case 'accountChanged':
      return state.status === 'connected'
        ? { ...state, address: event.address, caipAddress: event.caipAddress }
        : state
    case 'chainChanged': {
      if (state.status !== 'connected') return state
      const { type: _type, ...fields } = event
      return { ...state, ...fields }
    }
    case 'disconnected':
      return { status: connectionTransition(state.status, { type: 'disconnected' }) }
  }
}

/**
 * The host's network an account is on: for a connected account, the network of the chain its
 * wallet reports, `null` when the host does not list that chain; otherwise the active network
 * when it is of the namespace.
 */
export function accountNetwork(
  account: AccountState,
  namespace: ChainNamespace,
  networks: readonly Network[],
  active: Network | null,
): Network | null {
  if (account.status === 'connected' && account.chainId !== undefined) {
    const caipNetworkId = `${namespace}:${account.chainId}`
    return networks.find((network) => network.caipNetworkId === caipNetworkId) ?? null
  }
  return active?.chainNamespace === namespace ? active : null
}
