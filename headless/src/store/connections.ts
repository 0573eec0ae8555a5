import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorConnection,
} from '../connectors/createConnector.js'
import {
  type AccountEvent,
  type AccountState,
  accountTransition,
  disconnectedAccount,
} from '../machines/connection.js'
import {
  accountsAtom,
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  adaptersAtom,
  connectorsAtom,
  listedConnectorsAtom,
  networksAtom,
} from './atoms.js'
import type { Foyer } from './createFoyer.js'
import type { Adapter } from './options.js'

// The few steps every connection action and watcher shares. Each namespace's account changes
// only through `accountTransition`, here.

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

/**
 * The entry with this id as the wallet lists show it: a MULTI_CHAIN entry (which connects
 * every namespace it has) before its first member, which shares its id.
 */
export function findListedConnector(foyer: Foyer, connectorId: string): Connector | undefined {
  return (
    foyer.store.get(listedConnectorsAtom).find((connector) => connector.id === connectorId) ??
    findConnector(foyer, connectorId)
  )
}

/** The adapter in use for a namespace, if any (`adaptersAtom`). */
export function findAdapter(foyer: Foyer, namespace: ChainNamespace): Adapter | undefined {
  return foyer.store.get(adaptersAtom).find((adapter) => adapter.namespace === namespace)
}

/** The connector with this id among those the visitor can pick from. */
export function findConnector(foyer: Foyer, connectorId: string): Connector | undefined {
  return foyer.store.get(connectorsAtom).find((connector) => connector.id === connectorId)
}

/** The host's network for a chain a wallet reports, if the host offers it. */
export function networkOfChain(
  foyer: Foyer,
  namespace: ChainNamespace,
  chainId: ConnectorChainId,
): Network | undefined {
  const caipNetworkId = `${namespace}:${chainId}`
  return foyer.store.get(networksAtom).find((network) => network.caipNetworkId === caipNetworkId)
}

/** Makes a network the active one, with its namespace. */
export function setActiveNetwork(foyer: Foyer, network: Network): void {
  foyer.store.set(activeCaipNetworkIdAtom, network.caipNetworkId)
  foyer.store.set(activeNamespaceAtom, network.chainNamespace)
}

/**
 * Applies what a wallet reported on connecting or restoring: the account becomes connected on
 * the wallet's chain (the active network follows when the host offers that chain), and the
 * `connect` event goes out.
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
  if (network) setActiveNetwork(foyer, network)
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
