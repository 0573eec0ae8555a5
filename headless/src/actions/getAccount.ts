import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import { type AccountState, disconnectedAccount } from '../machines/connection.js'
import { accountsAtom, activeNamespaceAtom, activeNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type GetAccountParameters = {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

export type GetAccountReturnType = AccountState & {
  isConnected: boolean
  /** The active network when it is of this namespace and the host offers it. */
  network: Network | null
}

export type GetAccountErrorType = never

/** A namespace's account (the active one by default): status, address, connector, network. */
export function getAccount(
  foyer: Foyer,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  const { store } = foyer
  const namespace = parameters.namespace ?? store.get(activeNamespaceAtom)
  const account = store.get(accountsAtom)[namespace] ?? disconnectedAccount
  const active = store.get(activeNetworkAtom)
  return {
    ...account,
    isConnected: account.status === 'connected',
    network: active?.chainNamespace === namespace ? active : null,
  }
}
