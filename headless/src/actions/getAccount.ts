import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import { type AccountState, accountNetwork, disconnectedAccount } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import {
  accountsAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  networksAtom,
} from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type GetAccountParameters = {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export type GetAccountReturnType = AccountState & {
  isConnected: boolean
  /**
   * The host's network the account is on; `null` when its wallet is on a chain the host does not
   * list (or, disconnected, when the active network is of another namespace).
   */
  network: Network | null
  /** Connected on a chain the host does not list (the UnsupportedChain case). */
  isUnsupportedChain: boolean
}

export type GetAccountErrorType = never

/** A namespace's account (the active one by default): status, address, connector, network. */
export function getAccount(
  foyer: Foyer,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { namespace: is.optional(is.namespace) }, { optional: true })
  const { store } = foyer
  const namespace = parameters.namespace ?? store.get(activeNamespaceAtom)
  const account = store.get(accountsAtom)[namespace] ?? disconnectedAccount
  const network = accountNetwork(
    account,
    namespace,
    store.get(networksAtom),
    store.get(activeNetworkAtom),
  )
  return describeAccount(account, network)
}

/** An account with what hosts read from it: connected or not, its network, a supported chain. */
export function describeAccount(
  account: AccountState,
  network: Network | null,
): GetAccountReturnType {
  const isConnected = account.status === 'connected'
  return { ...account, isConnected, network, isUnsupportedChain: isConnected && network === null }
}
