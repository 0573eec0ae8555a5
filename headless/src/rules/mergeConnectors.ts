import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'

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

/**
 * Groups connectors that share a normalised display name across chains into one entry
 * (SPEC §4, SPEC-NOTES): type MULTI_CHAIN, or AUTH when the first member is the auth
 * connector. The entry takes the first member's fields and lists every member in
 * `connectors`; it sits where its first member was. Connectors alone under their name stay.
 */
export function mergeConnectors(list: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of list) {
    const name = normalizeConnectorName(connector.name)
    groups.set(name, [...(groups.get(name) ?? []), connector])
  }
  const merged: Connector[] = []
  for (const [name, members] of groups) {
    const [first] = members as [Connector, ...Connector[]]
    const chains = new Set(members.map((member) => member.chain))
    if (chains.size < 2) {
      merged.push(...members)
      continue
    }
    merged.push({
      ...first,
      name,
      type: first.type === 'AUTH' ? 'AUTH' : 'MULTI_CHAIN',
      connectors: members,
    })
  }
  return merged
}

/**
 * Whether WalletConnect is listed (SPEC-NOTES): it is enabled and no namespace is already
 * connected through it.
 */
export function isWalletConnectListed(parameters: {
  enableWalletConnect: boolean
  /** The connector type each connected namespace uses. */
  connectedTypes: Partial<Record<ChainNamespace, Connector['type']>>
}): boolean {
  return (
    parameters.enableWalletConnect &&
    !Object.values(parameters.connectedTypes).includes('WALLET_CONNECT')
  )
}

const injectedRank: Partial<Record<Connector['type'], number>> = {
  MULTI_CHAIN: 0,
  ANNOUNCED: 1,
  INJECTED: 2,
}

/**
 * The injected block's order (SPEC-NOTES): multi-chain, then announced, then injected
 * connectors; other types are left out. Stable within each type.
 */
export function sortInjectedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .filter((connector) => injectedRank[connector.type] !== undefined)
    .map((connector, index) => ({ connector, index }))
    .sort(
      (a, b) =>
        (injectedRank[a.connector.type] ?? 0) - (injectedRank[b.connector.type] ?? 0) ||
        a.index - b.index,
    )
    .map(({ connector }) => connector)
}
