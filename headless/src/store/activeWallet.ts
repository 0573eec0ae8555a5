import type { Connector } from '../connectors/createConnector.js'
import { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import { activeAccountAtom, activeNamespaceAtom } from './atoms.js'
import { findAdapter, findConnector } from './connections.js'
import type { Foyer } from './createFoyer.js'
import type { Adapter } from './options.js'

/**
 * The active namespace's connected account with its connector and adapter, for the actions that
 * ask the wallet (sign, send). Throws `NoActiveCaipAddressError` with no connected account and
 * `UnsupportedChainError` where no adapter can ask the wallet, or where the caller asks only
 * for the adapters of other `namespaces` (eip155 unless told: the EVM-only actions).
 */
export function activeWallet<const namespace extends Adapter['namespace'] = 'eip155'>(
  foyer: Foyer,
  namespaces: readonly namespace[] = ['eip155'] as readonly string[] as readonly namespace[],
): {
  adapter: Extract<Adapter, { namespace: namespace }>
  connector: Connector
  address: string
} {
  const namespace = foyer.store.get(activeNamespaceAtom)
  const account = foyer.store.get(activeAccountAtom)
  const connector = account.connectorId ? findConnector(foyer, account.connectorId) : undefined
  if (account.status !== 'connected' || !account.address || !connector) {
    throw new NoActiveCaipAddressError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const found = (namespaces as readonly string[]).includes(namespace)
    ? findAdapter(foyer, namespace)
    : undefined
  const adapter = found as Extract<Adapter, { namespace: namespace }> | undefined
  if (!adapter) throw new UnsupportedChainError({ metaMessages: [`Namespace: ${namespace}`] })
  return { adapter, connector, address: account.address }
}
