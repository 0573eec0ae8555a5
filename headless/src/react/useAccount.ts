import { useAtomValue } from 'jotai/react'
import type { GetAccountReturnType } from '../actions/getAccount.js'
import { activeAccountAtom, activeNetworkAtom } from '../store/atoms.js'

export type UseAccountReturnType = GetAccountReturnType

/** The active namespace's account: status, address, CAIP address, connector and network. */
export function useAccount(): UseAccountReturnType {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  return { ...account, isConnected: account.status === 'connected', network }
}
