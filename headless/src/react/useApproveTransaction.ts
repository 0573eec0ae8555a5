import { useMemo } from 'react'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import { approvalRequestsAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseApproveTransactionReturnType = {
  /** The request to approve now (top of the transaction stack), if any. */
  request: EmbeddedApprovalRequest | undefined
  /** How many requests wait, this one included. */
  pending: number
  approve(): void
  reject(): void
}

/** The wallet request waiting on ApproveTransaction (SPEC §2 transaction stack). */
export function useApproveTransaction(): UseApproveTransactionReturnType {
  const foyer = useFoyer()
  const requests = useFoyerValue(approvalRequestsAtom)
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
  return { request: requests[requests.length - 1], pending: requests.length, ...actions }
}
