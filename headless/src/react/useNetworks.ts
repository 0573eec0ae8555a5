import { useMutation, useQuery } from '@tanstack/react-query'
import { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
import type { NetworkSwitchState } from '../machines/networkSwitch.js'
import { networkImagesQueryOptions } from '../query/networkImagesQueryOptions.js'
import type { NetworkListGroup } from '../rules/networkList.js'
import { networkListAtom, networkSwitchAtom, networksAtom } from '../store/atoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseNetworksReturnType = {
  /** The host's networks by namespace: active marked, switch state, disabled reasons. */
  groups: NetworkListGroup[]
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
  const images = useQuery(networkImagesQueryOptions(foyer, networks))
  const mutation = useMutation({
    mutationFn: (network: SwitchNetworkParameters['network']) => switchNetwork(foyer, { network }),
  })
  return {
    groups: useFoyerValue(networkListAtom),
    images: images.data ?? {},
    switchNetwork: mutation.mutate,
    state: useFoyerValue(networkSwitchAtom),
  }
}
