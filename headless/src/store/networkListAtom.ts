import { atom } from 'jotai/vanilla'
import type { ChainNamespace } from '../chains/namespaces.js'
import {
  type NamespaceWallet,
  type NetworkListGroup,
  networkListGroups,
} from '../rules/networkList.js'
import {
  accountNetworkAtom,
  accountsAtom,
  activeNetworkAtom,
  adaptersAtom,
  connectorsAtom,
  isUnsupportedChainAtom,
  networkSwitchAtom,
  networksAtom,
  optionsAtom,
} from './atoms.js'

// A module of its own, not in atoms.ts: only the Networks view reads it (`useNetworks`), so its
// code and the list's rules stay out of a host's first load (issue #19).

/**
 * The Networks view's list: the host's networks by namespace, the active one marked, a switch
 * waiting for the wallet shown, the ones that cannot be picked now disabled with the reason.
 */
export const networkListAtom = atom<NetworkListGroup[]>((get) => {
  const options = get(optionsAtom)
  const connectors = get(connectorsAtom)
  const wallets: Partial<Record<ChainNamespace, NamespaceWallet>> = {}
  for (const [namespace, account] of Object.entries(get(accountsAtom))) {
    if (account?.status !== 'connected') continue
    const connector = connectors.find((item) => item.id === account.connectorId)
    wallets[namespace as ChainNamespace] = {
      chainId: account.chainId,
      canSwitch: Boolean(connector?.switchChain),
      approvedChainIds: connector?.approvedChainIds?.(namespace as ChainNamespace),
    }
  }
  const shown = get(isUnsupportedChainAtom)
    ? null
    : (get(accountNetworkAtom) ?? get(activeNetworkAtom))
  return networkListGroups({
    networks: get(networksAtom),
    adapterNamespaces: get(adaptersAtom).map((adapter) => adapter.namespace),
    activeCaipNetworkId: shown?.caipNetworkId ?? null,
    wallets,
    enableNetworkSwitch: options?.enableNetworkSwitch ?? true,
    switchState: get(networkSwitchAtom),
  })
})
