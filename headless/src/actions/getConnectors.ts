import type { Connector } from '../connectors/createConnector.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { connectorsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type GetConnectorsReturnType = readonly Connector[]

export type GetConnectorsErrorType = never

/** The connectors a visitor can pick from now: the host's, then the announced wallets. */
export function getConnectors(foyer: Foyer): GetConnectorsReturnType {
  assertFoyer(foyer)
  return foyer.store.get(connectorsAtom)
}
