import { useEffect, useMemo, useState } from 'react'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import type {
  describeWalletRequest,
  WalletRequestDescription,
} from '../format/describeWalletRequest.js'
import { networksAtom } from '../store/atoms.js'
import { approvalRequestsAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseApproveRequestReturnType = {
  /** The request to approve now (top of the transaction stack), if any. */
  request: EmbeddedApprovalRequest | undefined
  /**
   * The request in words (`describeWalletRequest`: title and labelled lines — the message, the
   * recipient and amount in the network's coin, the network); `undefined` without a request
   * and for the moment its code (viem's units) loads.
   */
  description: WalletRequestDescription | undefined
  /** How many requests wait, this one included. */
  pending: number
  approve(): void
  reject(): void
}

type Describe = typeof describeWalletRequest

/**
 * The wallet request waiting on ApproveTransaction (SPEC §2 transaction stack), described in
 * words against the host's networks, with approve and reject. The describer (on viem) and the
 * approval code load on first use, never with the first page.
 */
export function useApproveRequest(): UseApproveRequestReturnType {
  const foyer = useFoyer()
  const requests = useFoyerValue(approvalRequestsAtom)
  const networks = useFoyerValue(networksAtom)
  const request = requests[requests.length - 1]
  const [describe, setDescribe] = useState<Describe>()
  const waiting = Boolean(request)
  useEffect(() => {
    if (!waiting || describe) return
    let live = true
    void import('../format/describeWalletRequest.js').then((module) => {
      if (live) setDescribe(() => module.describeWalletRequest)
    })
    return () => {
      live = false
    }
  }, [waiting, describe])
  const description = useMemo(
    () => (request && describe ? describe(request, networks) : undefined),
    [request, describe, networks],
  )
  const actions = useMemo(
    () => ({
      // Loaded on first use, like the view itself.
      approve: () =>
        void import('../actions/resolveApproval.js').then(({ resolveApproval }) =>
          resolveApproval(foyer, { decision: 'approve' }),
        ),
      reject: () =>
        void import('../actions/resolveApproval.js').then(({ resolveApproval }) =>
          resolveApproval(foyer, { decision: 'reject' }),
        ),
    }),
    [foyer],
  )
  return { request, description, pending: requests.length, ...actions }
}
