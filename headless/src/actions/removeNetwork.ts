import type { CaipNetworkId } from '../chains/network.js'
import { NetworkNotFoundError } from '../errors/config.js'
import { activeNetworkAfterRemoval } from '../machines/networkSwitch.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, activeCaipNetworkIdAtom, networksAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { resetConnection, setActiveNetwork } from './connections.js'

export type RemoveNetworkParameters = {
  /** The CAIP-2 id of the network to stop offering. */
  caipNetworkId: CaipNetworkId
}

export type RemoveNetworkReturnType = undefined

export type RemoveNetworkErrorType = NetworkNotFoundError

/**
 * Stops offering a network (SPEC §4): removing the active one makes the chain's first remaining
 * network active; when its chain has none left, that chain's wallets leave the list, its account
 * is reset (as on `removeAdapter`: no wallet is left to act on it; the wallet is not asked) and
 * another chain's first network becomes active. Throws `NetworkNotFoundError` for a network not
 * offered.
 */
export function removeNetwork(
  foyer: Foyer,
  parameters: RemoveNetworkParameters,
): RemoveNetworkReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { caipNetworkId: is.string })
  const { store } = foyer
  const networks = store.get(networksAtom)
  const removed = networks.find((network) => network.caipNetworkId === parameters.caipNetworkId)
  if (!removed) {
    throw new NetworkNotFoundError({ metaMessages: [`Network: ${parameters.caipNetworkId}`] })
  }
  const remaining = networks.filter((network) => network !== removed)
  store.set(networksAtom, remaining)
  const activeId = store.get(activeCaipNetworkIdAtom) ?? undefined
  const namespace = removed.chainNamespace
  const sameChain = remaining.filter((network) => network.chainNamespace === namespace)
  if (sameChain.length === 0 && store.get(accountsAtom)[namespace]?.status !== 'disconnected') {
    resetConnection(foyer, namespace)
  }
  const next =
    activeNetworkAfterRemoval(sameChain, removed.caipNetworkId, activeId) ??
    (removed.caipNetworkId === activeId ? remaining[0] : undefined)
  if (next && next.caipNetworkId !== activeId) setActiveNetwork(foyer, next)
  return undefined
}
