import { describeAccount, type GetAccountReturnType } from '../actions/getAccount.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseAccountReturnType = GetAccountReturnType

/**
 * The active namespace's account: status, address, CAIP address, connector, the network it is
 * on (`null` on a chain the host does not list) and `isUnsupportedChain`.
 */
export function useAccount(): UseAccountReturnType {
  return describeAccount(useFoyerValue(activeAccountAtom), useFoyerValue(accountNetworkAtom))
}
