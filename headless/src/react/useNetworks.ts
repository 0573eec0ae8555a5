import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
import type { Network } from '../chains/network.js'
import type { NetworkSwitchState } from '../machines/networkSwitch.js'
import { networkImagesQueryOptions } from '../query/networkImagesQueryOptions.js'
import {
  findListedNetwork,
  groupsOfNamespace,
  type NetworkListGroup,
} from '../rules/networkList.js'
import { activeNamespaceAtom, networkSwitchAtom, networksAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { networkListAtom } from '../store/networkListAtom.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseNetworksReturnType = {
  /** The host's networks by namespace: active marked, switch state, disabled reasons. */
  groups: NetworkListGroup[]
  /**
   * The groups of the active namespace only (the connected account's): the networks a wallet on
   * an unsupported chain can switch back to (SPEC §4 UnsupportedChain).
   */
  namespaceGroups: NetworkListGroup[]
  /** The host's network with this CAIP-2 id (e.g. the one a switch waits for), if listed. */
  findNetwork: (caipNetworkId: string | undefined) => Network | undefined
  /** Each network's icon URL by CAIP-2 id, where it has one. */
  images: Readonly<Record<string, string>>
  /** Switches the active network (the wallet is asked when connected); errors land in `state`. */
  switchNetwork: (network: SwitchNetworkParameters['network']) => void
  /** The switch waiting for the wallet, or the one that just failed (with its typed `error`). */
  state: NetworkSwitchState
}

/** The Networks view's data and its one action: every network, its image, and switching. */
export function useNetworks(): UseNetworksReturnType {
  const foyer = useFoyer()
  const networks = useFoyerValue(networksAtom)
  const images = useQuery(networkImagesQueryOptions(foyer, networks), getQueryClient(foyer))
  const mutation = useMutation(
    {
      mutationFn: (network: SwitchNetworkParameters['network']) =>
        switchNetwork(foyer, { network }),
    },
    getQueryClient(foyer),
  )
  const groups = useFoyerValue(networkListAtom)
  const namespace = useFoyerValue(activeNamespaceAtom)
  return {
    groups,
    namespaceGroups: useMemo(() => groupsOfNamespace(groups, namespace), [groups, namespace]),
    findNetwork: useCallback((id) => findListedNetwork(groups, id), [groups]),
    images: images.data ?? {},
    switchNetwork: mutation.mutate,
    state: useFoyerValue(networkSwitchAtom),
  }
}
