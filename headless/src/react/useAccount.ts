import { useMemo } from 'react'
import { describeAccount, type GetAccountReturnType } from '../actions/getAccount.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import { accountNetwork, disconnectedAccount } from '../machines/connection.js'
import {
  accountNetworkAtom,
  accountsAtom,
  activeAccountAtom,
  activeNetworkAtom,
  networksAtom,
} from '../store/atoms.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseAccountParameters = {
  /** A namespace's account instead of the active one (a multi-chain host shows each). */
  namespace?: ChainNamespace
}

export type UseAccountReturnType = GetAccountReturnType

/**
 * The active namespace's account (or `namespace`'s): status, address, CAIP address, connector,
 * the network it is on (`null` on a chain the host does not list) and `isUnsupportedChain`.
 */
export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  const { namespace } = parameters
  const active = useFoyerValue(activeAccountAtom)
  const activeNetwork = useFoyerValue(accountNetworkAtom)
  const accounts = useFoyerValue(accountsAtom)
  const networks = useFoyerValue(networksAtom)
  const selected = useFoyerValue(activeNetworkAtom)
  return useMemo(() => {
    if (!namespace) return describeAccount(active, activeNetwork)
    const account = accounts[namespace] ?? disconnectedAccount
    return describeAccount(account, accountNetwork(account, namespace, networks, selected))
  }, [namespace, active, activeNetwork, accounts, networks, selected])
}
