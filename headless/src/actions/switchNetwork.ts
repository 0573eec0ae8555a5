import type { Chain } from 'viem'
import { type CaipNetworkId, type Network, toNetwork } from '../chains/network.js'
import { SwitchNetworkNotFoundError } from '../errors/alerts.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type {
  ChainNotSupportedError,
  UserRejectedRequestError,
  WalletRpcError,
} from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import {
  type NetworkSwitchEvent,
  networkSwitchTransition,
  routeAfterNetworkSwitch,
} from '../machines/networkSwitch.js'
import { connectorChainIdOf } from '../rules/networkList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import {
  accountNetworkAtom,
  accountsAtom,
  activeAccountAtom,
  modalAtom,
  networkSwitchAtom,
  networksAtom,
  routerAtom,
} from '../store/atoms.js'
import { findAdapter, findConnector } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { closeModal } from './closeModal.js'
import { setActiveNetwork, updateAccount } from './connections.js'
import { navigate } from './navigate.js'

export type SwitchNetworkParameters = {
  /** The network to make active: one of the host's networks (or its viem chain), or its CAIP-2 id. */
  network: Chain | Network | CaipNetworkId
}

/** The network now active. */
export type SwitchNetworkReturnType = Network

export type SwitchNetworkErrorType =
  | SwitchNetworkNotFoundError
  | AdapterNotFoundError
  | UserRejectedRequestError
  | ChainNotSupportedError
  | WalletRpcError
  | FoyerError

/**
 * Makes one of the host's networks the active one (SPEC §4 "Network switch"). When the
 * network's namespace is connected, its wallet is asked to change chain first (an eip155 wallet
 * that does not know the chain, 4902, is asked to add it; a failed add is 'Chain is not
 * supported'); the switch waits in `networkSwitchAtom` meanwhile. On success the active network
 * and namespace change (and are stored), the `networkSwitch` event goes out (the send form
 * resets on it) and the open modal leaves the network picker — closing when the previous network
 * was not in the chain's list (the UnsupportedChain case). On failure nothing changes, the modal
 * goes back from the wallet's pending view, and the typed error is thrown (4001 →
 * `UserRejectedRequestError`).
 */
export async function switchNetwork(
  foyer: Foyer,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { network: is.anyOf(is.string, is.chain) })
  const { store } = foyer
  const id =
    typeof parameters.network === 'string'
      ? parameters.network
      : toNetwork(parameters.network).caipNetworkId
  const network = store.get(networksAtom).find((item) => item.caipNetworkId === id)
  if (!network) throw new SwitchNetworkNotFoundError({ metaMessages: [`Network: ${id}`] })
  const namespace = network.chainNamespace
  if (!findAdapter(foyer, namespace)) {
    throw new AdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const previousInList = store.get(accountNetworkAtom) !== null
  const send = (event: NetworkSwitchEvent) =>
    store.set(networkSwitchAtom, (state) => networkSwitchTransition(state, event))
  const isOpen = () => store.get(modalAtom).status === 'open'
  const settleRoute = (ok: boolean) => {
    if (!isOpen()) return
    const next = routeAfterNetworkSwitch(store.get(routerAtom).history, { ok, previousInList })
    if (next?.type === 'close') return closeModal(foyer)
    if (next) navigate(foyer, next)
    // A namespace nobody connected yet: the modal offers its wallets.
    if (ok && !store.get(activeAccountAtom).address) {
      navigate(foyer, { type: 'reset', route: { view: 'Connect' } })
    }
  }

  const account = store.get(accountsAtom)[namespace]
  const connector =
    account?.status === 'connected' && account.connectorId
      ? findConnector(foyer, account.connectorId)
      : undefined
  const chainId = connectorChainIdOf(network)
  if (connector && account && String(account.chainId) !== String(chainId)) {
    send({ type: 'start', caipNetworkId: network.caipNetworkId })
    if (isOpen()) {
      const route = {
        view: 'SwitchNetwork',
        data: { caipNetworkId: network.caipNetworkId },
      } as const
      navigate(foyer, { type: 'push', route })
    }
    try {
      if (!connector.switchChain) throw toWalletError({ code: 4200 })
      await connector.switchChain({ chainId, network })
    } catch (cause) {
      const error = toWalletError(cause)
      send({ type: 'fail', error })
      settleRoute(false)
      foyer.emitter.emit({ type: 'networkSwitchError', network, error })
      throw error
    }
    updateAccount(foyer, namespace, {
      type: 'chainChanged',
      chainId,
      ...(account.address ? { caipAddress: `${namespace}:${chainId}:${account.address}` } : {}),
    })
    send({ type: 'succeed' })
  } else send({ type: 'reset' })
  setActiveNetwork(foyer, network)
  foyer.emitter.emit({ type: 'networkSwitch', network })
  settleRoute(true)
  return network
}
