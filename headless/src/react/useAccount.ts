import { useAtomValue } from 'jotai/react'
import type { Network } from '../chains/network.js'
import { type AccountState, activeAccountAtom, activeNetworkAtom } from '../store/atoms.js'

export type UseAccountReturnType = AccountState & {
  isConnected: boolean
  /** The network the account is used on. */
  network: Network | null
}

/** The active namespace's account: status, address, CAIP address, connector and network. */
export function useAccount(): UseAccountReturnType {
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  return { ...account, isConnected: account.status === 'connected', network }
}
