import type { DevstackState } from './state.js'

/** A chain the devstack serves. */
export type DevstackChainInfo = {
  id: number
  name: string
  rpcUrl: string
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
