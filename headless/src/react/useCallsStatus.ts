import { useQuery } from '@tanstack/react-query'
import { callsStatusQueryOptions } from '../query/callsStatusQueryOptions.js'
import { activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseCallsStatusParameters = {
  /** The batch id from `useSendCalls`; nothing is asked until there is one. */
  id: string | undefined
  /** How often a pending batch is asked again, in ms. @default 4000 */
  pollIntervalMs?: number
}

/** The status of an EIP-5792 batch, polled while it is pending (a TanStack query). */
export function useCallsStatus(parameters: UseCallsStatusParameters) {
  const foyer = useFoyer()
  const { address } = useFoyerValue(activeAccountAtom)
  return useQuery(callsStatusQueryOptions(foyer, { ...parameters, address }), getQueryClient(foyer))
}

export type UseCallsStatusReturnType = ReturnType<typeof useCallsStatus>
