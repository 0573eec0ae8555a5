import type { DevstackState } from './state.js'

/** A chain the devstack serves. */
export type DevstackChainInfo = {
  id: number
  name: string
  rpcUrl: string
}

/** What the server may do to the WalletConnect relay beside it (a fault control). */
export type DevstackRelayControl = {
  /** Drops every socket and the relay's state, then listens again on the same port. */
  restart: () => Promise<void>
  /** How many restarts have run. */
  restarts: () => number
}

/** What every route module gets: the live addresses of this devstack. */
export type DevstackContext = {
  /** Base URL of the HTTP server itself. */
  apiUrl: string
  /** The chains, chain A first. */
  chains: readonly DevstackChainInfo[]
  /** Settable in-memory state (features, origins, analytics, names, faults…). */
  state: DevstackState
  /** The WalletConnect relay the WalletConnect test wallet uses. @default DEVSTACK_RELAY_URL */
  relayUrl?: string
  /**
   * The relay's in-place restart, when the relay runs in this process (`POST
   * /devstack/relay/restart`); absent when a relay of another process is reused.
   */
  relay?: DevstackRelayControl
  /** The embedded-wallet frame server (its own origin); absent when none runs beside it. */
  frameUrl?: string
  /** The local Solana JSON-RPC server; absent when this server serves no Solana data. */
  solanaRpcUrl?: string
  /**
   * Cleanups a route module registers (e.g. closing the WalletConnect test wallet); the server
   * runs them when it stops. Absent in contexts made by hand (tests).
   */
  disposers?: Array<() => Promise<void>>
}
