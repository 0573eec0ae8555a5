import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type { Connector } from '../connectors/createConnector.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { View } from '../machines/router.js'

/**
 * What happened in an instance, emitted by actions on `foyer.emitter`. Watchers (analytics,
 * storage, wallet events, the modal) subscribe, so no action does their work itself.
 */
export type FoyerEvent =
  | { type: 'modalOpen'; view: View; connected: boolean }
  | { type: 'modalClose' }
  /** The visitor picked a wallet in the modal. */
  | { type: 'walletSelect'; connectorId: string; name: string | undefined }
  /** A namespace connected; `reconnected` when a stored connection was restored. */
  | { type: 'connect'; namespace: ChainNamespace; connector: Connector; reconnected: boolean }
  | { type: 'connectError'; connectorId: string; error: FoyerError }
  /** A namespace lost its connection, whatever the cause (SPEC §4 "Reset"). */
  | { type: 'disconnect'; namespace: ChainNamespace }
  /** A disconnect the host or visitor asked for ended (SPEC §4 DISCONNECT_SUCCESS / _ERROR). */
  | { type: 'disconnectSuccess' }
  | { type: 'disconnectError'; error: FoyerError }
  /** The active network changed through `switchNetwork` (the send form resets on it). */
  | { type: 'networkSwitch'; network: Network }
  /** A switch the wallet declined or failed. */
  | { type: 'networkSwitchError'; network: Network; error: FoyerError }
  /**
   * The connected wallet sent a transaction (`sendTransaction`): balances and activity of the
   * network refresh (queries whose `meta.refreshOnTransaction` is true).
   */
  | { type: 'transactionSent'; namespace: ChainNamespace; network: Network; hash: string }
  /** A sign-in signed and stored its session (SPEC §4 SIWX_AUTH_SUCCESS). */
  | { type: 'siwxAuthSuccess' }
  /** A sign-in signature failed or was declined (SPEC §4 SIWX_AUTH_ERROR). */
  | { type: 'siwxAuthError'; error: FoyerError }
