import { atom } from 'jotai/vanilla'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
import type { EmailLoginState } from '../machines/emailLogin.js'
import type { TransactionStack } from '../machines/transactionStack.js'
import { connectorsAtom, featuresAtom } from './atoms.js'

// The embedded wallet's state of one instance: the email login flow, the approval requests
// waiting on ApproveTransaction (SPEC §2 transaction stack) and the one on top, shown.

/** The email login flow (machines/emailLogin.ts). Visible as `data-state`. */
export const emailLoginAtom = atom<EmailLoginState>({ status: 'idle' })

/** The transaction stack: callbacks of every request waiting for approval, oldest first. */
export const transactionStackAtom = atom<TransactionStack>([])

/** The requests waiting for approval, in stack order (what ApproveTransaction shows). */
export const approvalRequestsAtom = atom<readonly EmbeddedApprovalRequest[]>([])

/** Whether the Connect view offers email login: the `email` feature is on and an embedded wallet is configured. */
export const emailLoginAvailableAtom = atom(
  (get) => get(featuresAtom).email && findEmbeddedWallet(get(connectorsAtom)) !== undefined,
)
