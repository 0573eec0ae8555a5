import type { Chain } from 'viem'
import { type Network, toNetwork } from '../chains/network.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { networksAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type AddNetworkParameters = {
  /** A viem chain (eip155) or a Foyer network. */
  network: Chain | Network
}

/** The network as Foyer lists it. */
export type AddNetworkReturnType = Network

export type AddNetworkErrorType = never

/**
 * Offers one more network after creation, listed last. A network already offered (same CAIP-2
 * id) is left as it is.
 */
export function addNetwork(foyer: Foyer, parameters: AddNetworkParameters): AddNetworkReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { network: is.chain })
  const network = toNetwork(parameters.network)
  const existing = foyer.store
    .get(networksAtom)
    .find((item) => item.caipNetworkId === network.caipNetworkId)
  if (existing) return existing
  foyer.store.set(networksAtom, (networks) => [...networks, network])
  return network
}
