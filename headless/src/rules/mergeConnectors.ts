import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'
import { normalizeConnectorName } from './connectorKey.js'

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
