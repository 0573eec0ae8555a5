import type { ChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import type { ConnectorChainId } from '../connectors/createConnector.js'
import type { NetworkSwitchState } from '../machines/networkSwitch.js'

/**
 * Why a network cannot be picked now. Visible in the DOM as `data-disabled-reason`.
 * - `NO_ADAPTER`: the host configured no adapter for its namespace.
 * - `SWITCH_DISABLED`: the host turned network switching off (`enableNetworkSwitch: false`)
 *   and the wallet is connected on another chain.
 * - `WALLET_CANNOT_SWITCH`: the connected wallet cannot change chain.
 * - `NOT_APPROVED`: the wallet's session did not approve the chain (WalletConnect).
 */
export type NetworkDisabledReason =
  | 'NO_ADAPTER'
  | 'SWITCH_DISABLED'
  | 'WALLET_CANNOT_SWITCH'
  | 'NOT_APPROVED'

/** One network as the Networks view lists it. */
export type NetworkListItem = {
  network: Network
  /** The network the active account is on (or, disconnected, the active network). */
  isActive: boolean
  /** The switch to this network, if one is waiting for the wallet or just failed. */
  switchStatus: NetworkSwitchState['status']
  disabledReason?: NetworkDisabledReason
}

/** The networks of one namespace, in the host's order. */
export type NetworkListGroup = { namespace: ChainNamespace; items: NetworkListItem[] }

/** What a namespace's connected wallet allows, for {@link networkListGroups}. */
export type NamespaceWallet = {
  /** The chain the wallet is on. */
  chainId: ConnectorChainId | undefined
  /** Whether its connector can change chain. */
  canSwitch: boolean
  /** The chains its session approved; `undefined` for any. */
  approvedChainIds: readonly ConnectorChainId[] | undefined
}

export type NetworkListParameters = {
  networks: readonly Network[]
  /** The namespaces the host configured an adapter for. */
  adapterNamespaces: readonly ChainNamespace[]
  /** The network shown as active; `null` when the wallet is on a chain the host does not list. */
  activeCaipNetworkId: CaipNetworkId | null
  /** The connected wallet of each namespace that has one. */
  wallets: Partial<Record<ChainNamespace, NamespaceWallet>>
  enableNetworkSwitch: boolean
  switchState: NetworkSwitchState
}

/** The chain id a wallet uses for a network: the number in eip155, the CAIP-2 reference elsewhere. */
export function connectorChainIdOf(network: Network): ConnectorChainId {
  return network.chainNamespace === 'eip155'
    ? network.id
    : network.caipNetworkId.slice(network.chainNamespace.length + 1)
}

/**
 * The host's networks grouped by namespace (in the order the namespaces first appear), each
 * marked active, with the state of a switch to it, and disabled with the reason when it cannot
 * be picked now (SPEC §4: no adapter, switching off, a wallet that cannot switch or did not
 * approve the chain). The wallet's current chain is never disabled.
 */
export function networkListGroups(parameters: NetworkListParameters): NetworkListGroup[] {
  const groups = new Map<ChainNamespace, NetworkListItem[]>()
  for (const network of parameters.networks) {
    const namespace = network.chainNamespace
    const items = groups.get(namespace) ?? []
    groups.set(namespace, items)
    const { switchState } = parameters
    const disabledReason = disabledReasonOf(network, parameters)
    items.push({
      network,
      isActive: network.caipNetworkId === parameters.activeCaipNetworkId,
      switchStatus:
        'caipNetworkId' in switchState && switchState.caipNetworkId === network.caipNetworkId
          ? switchState.status
          : 'idle',
      ...(disabledReason ? { disabledReason } : {}),
    })
  }
  return [...groups].map(([namespace, items]) => ({ namespace, items }))
}

function disabledReasonOf(
  network: Network,
  parameters: NetworkListParameters,
): NetworkDisabledReason | undefined {
  const namespace = network.chainNamespace
  if (!parameters.adapterNamespaces.includes(namespace)) return 'NO_ADAPTER'
  const wallet = parameters.wallets[namespace]
  const chainId = connectorChainIdOf(network)
  if (!wallet || String(wallet.chainId) === String(chainId)) return undefined
  if (!parameters.enableNetworkSwitch) return 'SWITCH_DISABLED'
  if (!wallet.canSwitch) return 'WALLET_CANNOT_SWITCH'
  const approved = wallet.approvedChainIds
  if (approved && !approved.some((id) => String(id) === String(chainId))) return 'NOT_APPROVED'
  return undefined
}

/** The network of a list by its CAIP-2 id, if the host offers it. */
export function findListedNetwork(
  groups: readonly NetworkListGroup[],
  caipNetworkId: string | undefined,
): Network | undefined {
  if (!caipNetworkId) return undefined
  for (const group of groups) {
    const found = group.items.find((item) => item.network.caipNetworkId === caipNetworkId)
    if (found) return found.network
  }
  return undefined
}

/** The list's groups of one namespace (the connected account's, for UnsupportedChain). */
export function groupsOfNamespace(
  groups: readonly NetworkListGroup[],
  namespace: ChainNamespace | undefined,
): NetworkListGroup[] {
  return groups.filter((group) => group.namespace === namespace)
}
