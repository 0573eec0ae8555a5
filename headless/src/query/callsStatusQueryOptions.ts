import { getCallsStatus } from '../actions/getCallsStatus.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type CallsStatusQueryParameters = {
  /** The batch id `sendCalls` resolved with; the query waits until there is one. */
  id: string | undefined
  /** The connected account that sent the batch (part of the key). */
  address: string | undefined
  /** How often a pending batch is asked again, in ms. @default 4000 (viem's polling interval) */
  pollIntervalMs?: number
}

/** The cache key of a batch's status: every input the fetcher reads is in it. */
export function callsStatusQueryKey(parameters: CallsStatusQueryParameters) {
  assertParameters(parameters, {
    id: is.optional(is.string),
    address: is.optional(is.string),
    pollIntervalMs: is.optional(is.nonNegativeNumber),
  })
  const { id, address } = parameters
  return ['foyer', 'callsStatus', address ?? null, id ?? null] as const
}

/**
 * TanStack Query options for the status of an EIP-5792 batch (`getCallsStatus`): asked again
 * every `pollIntervalMs` while it is pending, and no more once it succeeded or failed.
 */
export function callsStatusQueryOptions(foyer: Foyer, parameters: CallsStatusQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    id: is.optional(is.string),
    address: is.optional(is.string),
    pollIntervalMs: is.optional(is.nonNegativeNumber),
  })
  const { id, pollIntervalMs = 4000 } = parameters
  return {
    queryKey: callsStatusQueryKey(parameters),
    queryFn: () => getCallsStatus(foyer, { id: id ?? '' }),
    enabled: Boolean(id && parameters.address),
    refetchInterval: (query: { state: { data?: { status?: string } | undefined } }) =>
      query.state.data?.status === 'pending' ? pollIntervalMs : false,
  }
}
