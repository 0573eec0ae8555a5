import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type { Connector, ConnectorChainId } from '../connectors/createConnector.js'
import { adaptersAtom, connectorsAtom, networksAtom } from './atoms.js'
import type { Foyer } from './createFoyer.js'
import type { Adapter } from './options.js'

// The lookups every connection action and watcher shares: a connector, an adapter, a network,
// read from the instance's atoms. The steps that write an account or emit an event live next to
// the actions, in actions/connections.ts.

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
