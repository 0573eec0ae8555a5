import { atom } from 'jotai/vanilla'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import type { EmbeddedWalletConnector } from '../connectors/embedded/embeddedWallet.js'
import { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
import type { FrameUser } from '../connectors/embedded/protocol.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { EmailLoginState } from '../machines/emailLogin.js'
import type { EmailUpdateState } from '../machines/emailUpdate.js'
import type { FarcasterLoginState } from '../machines/farcasterLoginState.js'
import type { SocialLoginState } from '../machines/socialLogin.js'
import type { TransactionStack } from '../machines/transactionStack.js'
import type { SocialOption } from '../validation/featureOptions.js'
import { connectorsAtom } from './atoms.js'

// The embedded wallet's state of one instance: its sign-in flows (email, email change, social
// and passkey, Farcaster), the signed-in user, and the approval requests waiting on
// ApproveTransaction (SPEC §2 transaction stack) and the one on top, shown. What it offers here
// (sign-in methods, smart accounts) is derived in embeddedSignInAtoms.ts.

/** The email login flow (machines/emailLogin.ts). Visible as `data-state`. */
export const emailLoginAtom = atom<EmailLoginState>({ status: 'idle' })

/** The email change flow (machines/emailUpdate.ts). Visible as `data-state`. */
export const emailUpdateAtom = atom<EmailUpdateState>({ status: 'idle' })

/** The social or passkey sign-in (machines/socialLogin.ts). Visible as `data-state`. */
export const socialLoginAtom = atom<SocialLoginState>({ status: 'idle' })

/** The Farcaster sign-in; its URL is SPEC §3's `farcasterUrl`. Visible as `data-state`. */
export const farcasterLoginAtom = atom<FarcasterLoginState>({ status: 'idle' })

/** The user the embedded wallet reports (SPEC §3 "Connected user from the embedded frame"). */
export const embeddedUserAtom = atom<FrameUser | undefined>(undefined)

/** How the embedded user signed in (SPEC §3 `socialProvider`), when not by email. */
export const embeddedSignInMethodAtom = atom<SocialOption | 'passkey' | undefined>(undefined)

/** The chain ids on which the embedded wallet's smart accounts work (SPEC §3). */
export const smartAccountEnabledNetworksAtom = atom<readonly number[]>([])

/** A change of the embedded account's type in progress, or how the last one failed. */
export type AccountTypeSwitchState =
  | { status: 'idle' }
  | { status: 'switching' }
  | { status: 'failed'; error: FoyerError }

/** See {@link AccountTypeSwitchState}. */
export const accountTypeSwitchAtom = atom<AccountTypeSwitchState>({ status: 'idle' })

/** The transaction stack: callbacks of every request waiting for approval, oldest first. */
export const transactionStackAtom = atom<TransactionStack>([])

/** The requests waiting for approval, in stack order (what ApproveTransaction shows). */
export const approvalRequestsAtom = atom<readonly EmbeddedApprovalRequest[]>([])

/** The instance's embedded wallet, if the host configured one. */
export const embeddedWalletAtom = atom<EmbeddedWalletConnector | undefined>((get) =>
  findEmbeddedWallet(get(connectorsAtom)),
)
