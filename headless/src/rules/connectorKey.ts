import type { Connector } from '../connectors/createConnector.js'

// How connectors are told apart (SPEC §4, SPEC-NOTES): what the instance's connector list uses
// from its first load on. How the lists merge them is in mergeConnectors.ts.

/** Display names that mean the same wallet (SPEC §4): only 'Trust Wallet' → 'Trust'. */
const nameAliases: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }

/** A connector's display name as merging compares it (SPEC §4, SPEC-NOTES). */
export function normalizeConnectorName(name: string): string {
  return nameAliases[name] ?? name
}

/** The dedupe key of a connector: id + normalised name + chain (SPEC-NOTES). */
export function connectorKey(connector: Pick<Connector, 'id' | 'name' | 'chain'>): string {
  return `${connector.id}\u0000${normalizeConnectorName(connector.name)}\u0000${connector.chain}`
}

/**
 * Adds a connector unless one with the same id, name and chain is there (SPEC §4: duplicates
 * are not added twice). Returns the same list when nothing changes.
 */
export function addConnector(
  list: readonly Connector[],
  connector: Connector,
): readonly Connector[] {
  const key = connectorKey(connector)
  return list.some((item) => connectorKey(item) === key) ? list : [...list, connector]
}
