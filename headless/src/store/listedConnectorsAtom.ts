import { atom } from 'jotai/vanilla'
import type { Connector } from '../connectors/createConnector.js'
import { mergeConnectors } from '../rules/mergeConnectors.js'
import { connectorsAtom } from './atoms.js'
import { findConnector } from './connections.js'
import type { Foyer } from './createFoyer.js'

// A module of its own, not in atoms.ts: only the wallet lists and `connect` read it, so the
// merge's code stays out of a host's first load (issue #19).

/**
 * The connectors as the wallet lists show them: those sharing a display name across chains (an
 * EIP-6963 wallet that also registers a Wallet Standard Solana account) merged into one
 * MULTI_CHAIN entry (SPEC §4), which connects every namespace it has.
 */
export const listedConnectorsAtom = atom<readonly Connector[]>((get) =>
  mergeConnectors(get(connectorsAtom)),
)

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
