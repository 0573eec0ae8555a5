import {
  type TransactionStackEvent,
  transactionStackTransition,
} from '../machines/transactionStack.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { approvalRequestsAtom, transactionStackAtom } from '../store/embeddedWalletAtoms.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'

export type ResolveApprovalParameters = {
  /** Approve the request on top of the stack (it goes to the wallet), or reject it. */
  decision: 'approve' | 'reject'
}

export type ResolveApprovalReturnType = undefined

export type ResolveApprovalErrorType = never

/** Runs one transaction-stack event: the callbacks, then where the modal goes. */
export function runTransactionStack(foyer: Foyer, event: TransactionStackEvent): void {
  const { store } = foyer
  const step = transactionStackTransition(store.get(transactionStackAtom), event)
  store.set(transactionStackAtom, step.stack)
  store.set(approvalRequestsAtom, (requests) => requests.slice(0, step.stack.length))
  for (const run of step.run) run()
  if (step.navigation === 'none') return
  if (step.navigation === 'back' && step.stack.length > 0) {
    navigate(foyer, { type: 'goBack' })
    return
  }
  // The last request is settled: back to the view the approvals were opened over (the modal
  // was already open, e.g. on RegisterAccountName or Review Send), else closed.
  const { history } = store.get(routerAtom)
  const first = history.findIndex((route) => route.view === 'ApproveTransaction')
  if (first > 0) navigate(foyer, { type: 'goBackToIndex', index: first - 1 })
  else closeModal(foyer)
}

/**
 * The visitor's answer on ApproveTransaction (SPEC §2 transaction stack): approve pops the top
 * request and sends it to the wallet; reject pops it and rejects it with
 * `UserRejectedRequestError`. The modal goes back while requests remain; after the last one it
 * returns to the view the approvals were opened over, or closes when it opened for them.
 */
export function resolveApproval(
  foyer: Foyer,
  parameters: ResolveApprovalParameters,
): ResolveApprovalReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { decision: is.oneOf(['approve', 'reject']) })
  runTransactionStack(foyer, { type: parameters.decision === 'approve' ? 'success' : 'cancel' })
}
