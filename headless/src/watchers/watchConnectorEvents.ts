import { resetConnection, setActiveNetwork, updateAccount } from '../actions/connections.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector, ConnectorEvent } from '../connectors/createConnector.js'
import { accountsAtom } from '../store/atoms.js'
import { findConnector, networkOfChain } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'

/** Applies one wallet event to a connected namespace. */
function applyConnectorEvent(foyer: Foyer, namespace: ChainNamespace, event: ConnectorEvent) {
  const account = foyer.store.get(accountsAtom)[namespace]
  if (account?.status !== 'connected') return
  if (event.type === 'disconnect') return resetConnection(foyer, namespace)
  if (event.type === 'accountsChanged') {
    const [address] = event.accounts
    // An empty list means the dapp lost access (EIP-1193): the namespace is reset.
    if (!address) return resetConnection(foyer, namespace)
    return updateAccount(foyer, namespace, {
      type: 'accountChanged',
      address,
      caipAddress: `${namespace}:${account.chainId}:${address}`,
    })
  }
  const network = networkOfChain(foyer, namespace, event.chainId)
  if (network) setActiveNetwork(foyer, network)
  updateAccount(foyer, namespace, {
    type: 'chainChanged',
    chainId: event.chainId,
    ...(account.address ? { caipAddress: `${namespace}:${event.chainId}:${account.address}` } : {}),
  })
}

/**
 * Keeps each connected namespace in step with its wallet: account and chain changes, and the
 * wallet's own disconnect. Listens to a connector from its `connect` event until its namespace
 * disconnects; on start it also listens to the namespaces already connected (a remounted
 * provider keeps its wallet's events). Returns the function that stops.
 */
export function watchConnectorEvents(foyer: Foyer): () => void {
  const listening = new Map<ChainNamespace, () => void>()
  const listen = (namespace: ChainNamespace, connector: Connector) => {
    listening.get(namespace)?.()
    listening.set(
      namespace,
      connector.subscribe((event) => applyConnectorEvent(foyer, namespace, event)),
    )
  }
  const stop = (namespace: ChainNamespace) => {
    listening.get(namespace)?.()
    listening.delete(namespace)
  }
  for (const [namespace, account] of Object.entries(foyer.store.get(accountsAtom))) {
    const connector = account?.connectorId ? findConnector(foyer, account.connectorId) : undefined
    if (account?.status === 'connected' && connector) listen(namespace as ChainNamespace, connector)
  }
  const unsubscribe = foyer.emitter.subscribe((event) => {
    if (event.type === 'connect') listen(event.namespace, event.connector)
    else if (event.type === 'disconnect') stop(event.namespace)
  })
  return () => {
    unsubscribe()
    for (const namespace of [...listening.keys()]) stop(namespace)
  }
}
