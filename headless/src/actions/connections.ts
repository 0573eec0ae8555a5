import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type { Connector, ConnectorConnection } from '../connectors/createConnector.js'
import {
  type AccountEvent,
  type AccountState,
  accountTransition,
  disconnectedAccount,
} from '../machines/connection.js'
import { accountsAtom, activeCaipNetworkIdAtom, activeNamespaceAtom } from '../store/atoms.js'
import { networkOfChain } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'

// The steps every connection action and watcher shares that write state or emit an event (not
// public actions). Each namespace's account changes only through `accountTransition`, here.

/** Sends an event through a namespace's account machine; returns the new account. */
export function updateAccount(
  foyer: Foyer,
  namespace: ChainNamespace,
  event: AccountEvent,
): AccountState {
  const next = accountTransition(
    foyer.store.get(accountsAtom)[namespace] ?? disconnectedAccount,
    event,
  )
  foyer.store.set(accountsAtom, (accounts) => ({ ...accounts, [namespace]: next }))
  return next
}

/** Makes a network the active one, with its namespace. */
export function setActiveNetwork(foyer: Foyer, network: Network): void {
  foyer.store.set(activeCaipNetworkIdAtom, network.caipNetworkId)
  foyer.store.set(activeNamespaceAtom, network.chainNamespace)
}

/**
 * Applies what a wallet reported on connecting or restoring: the account becomes connected on
 * the wallet's chain (the active network follows when the host offers that chain — on a
 * restore only within the active namespace, so a multi-chain wallet's other namespace coming
 * back does not move the visitor off the network they were on), and the `connect` event goes
 * out.
 */
export function applyConnection(
  foyer: Foyer,
  parameters: {
    namespace: ChainNamespace
    connector: Connector
    connection: ConnectorConnection
    reconnected: boolean
  },
): AccountState {
  const { namespace, connector, connection, reconnected } = parameters
  const network = networkOfChain(foyer, namespace, connection.chainId)
  const otherNamespace = network?.chainNamespace !== foyer.store.get(activeNamespaceAtom)
  if (network && !(reconnected && otherNamespace)) setActiveNetwork(foyer, network)
  const [address] = connection.accounts
  const account = updateAccount(foyer, namespace, {
    type: 'connected',
    connectorId: connector.id,
    address,
    caipAddress: `${namespace}:${connection.chainId}:${address}`,
    chainId: connection.chainId,
  })
  foyer.emitter.emit({ type: 'connect', namespace, connector, reconnected })
  return account
}

/** SPEC §4 "Reset" of one namespace: disconnected, account cleared; `disconnect` goes out. */
export function resetConnection(foyer: Foyer, namespace: ChainNamespace): void {
  updateAccount(foyer, namespace, { type: 'disconnected' })
  foyer.emitter.emit({ type: 'disconnect', namespace })
}
