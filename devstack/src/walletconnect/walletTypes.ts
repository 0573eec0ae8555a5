import type { AuthTypes, ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { DevstackAccount } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import type { TestWalletPolicy } from '../wallet-base/policy.js'

/** Types of the WalletConnect test wallet (`wallet.ts`) and how its state is summarised. */

/** The policy key that decides session proposals (next to the method names). */
export const SESSION_PROPOSAL = 'session_proposal'
/**
 * The policy key that decides one-click sign-in requests (`wc_sessionAuthenticate`); when the
 * policy does not name it, {@link SESSION_PROPOSAL}'s decision applies (it is a proposal too).
 */
export const SESSION_AUTHENTICATE = 'session_authenticate'

/** A dapp's metadata. */
export type Peer = { name: string; description: string; url: string; icons: string[] }
export type WalletConnectSessionInfo = {
  topic: string
  peer: Peer
  /** CAIP-10 accounts and CAIP-2 chains granted. */
  accounts: string[]
  chains: string[]
  /** Unix seconds. */
  expiry: number
}
export type WalletConnectPendingProposal = {
  id: number
  pairingTopic: string
  proposer: Peer
  /** Every chain the dapp asked for (required and optional). */
  chains: string[]
  receivedAt: number
}
/** A one-click sign-in request (`wc_sessionAuthenticate`) waiting for a decision. */
export type WalletConnectPendingAuthentication = {
  id: number
  requester: Peer
  /** The CAIP-2 chains the dapp asks a signature for. */
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement: string
  receivedAt: number
}
export type WalletConnectPendingRequest = {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  summary: string
  receivedAt: number
}
export type WalletConnectWalletState = {
  address: string
  relayUrl: string
  policy: TestWalletPolicy
  sessions: WalletConnectSessionInfo[]
  pendingProposals: WalletConnectPendingProposal[]
  pendingRequests: WalletConnectPendingRequest[]
  pendingAuthentications: WalletConnectPendingAuthentication[]
}
/** Something to tell the dapps: a new account list or a new chain. */
export type WalletConnectWalletEvent = { accountsChanged: string[] } | { chainChanged: number }

/** An error of the wallet's controls, with the HTTP status the control API answers. */
export class WalletConnectWalletError extends Error {
  override name = 'WalletConnectWalletError'
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

export type CreateWalletConnectWalletParameters = {
  /** The relay, e.g. `DEVSTACK_RELAY_URL`. */
  relayUrl: string
  /** Chains it offers and sends transactions to (first = default for events). */
  chains: readonly DevstackChainInfo[]
  /** @default WC_WALLET_ACCOUNT (anvil account #1) */
  account?: DevstackAccount
  /** @default { decision: 'ask' } */
  policy?: TestWalletPolicy
}

export type WalletConnectWallet = {
  readonly address: string
  /** Pairs with a dapp's `wc:` URI; the proposal then follows the policy. */
  pair: (uri: string) => Promise<{ topic: string }>
  state: () => WalletConnectWalletState
  setPolicy: (policy: unknown) => TestWalletPolicy
  approveProposal: (id: number) => Promise<WalletConnectSessionInfo>
  rejectProposal: (id: number) => Promise<void>
  /** Carries out a pending request and answers the dapp; resolves with the result sent. */
  approveRequest: (id: number) => Promise<unknown>
  rejectRequest: (id: number) => Promise<void>
  /**
   * Signs in one click: a CACAO (EIP-191 signature of the sign-in message) per requested chain
   * the wallet serves, and the session they grant.
   */
  approveAuthentication: (
    id: number,
  ) => Promise<{ session?: WalletConnectSessionInfo; cacaos: AuthTypes.Cacao[] }>
  rejectAuthentication: (id: number) => Promise<void>
  /** Ends one session, or all; resolves with how many were ended. */
  disconnect: (topic?: string) => Promise<number>
  /** Emits `accountsChanged` or `chainChanged` on one session, or all. */
  emit: (event: WalletConnectWalletEvent, topic?: string) => Promise<void>
  /** Closes the relay socket and every timer (SDK pitfall: in-flight calls reopen it). */
  close: () => Promise<void>
}

export const peerOf = (metadata: Partial<Peer> | undefined): Peer => ({
  name: metadata?.name ?? '',
  description: metadata?.description ?? '',
  url: metadata?.url ?? '',
  icons: metadata?.icons ?? [],
})
export const sessionInfo = (session: SessionTypes.Struct): WalletConnectSessionInfo => {
  const namespaces = Object.values(session.namespaces)
  return {
    topic: session.topic,
    peer: peerOf(session.peer.metadata),
    accounts: namespaces.flatMap((namespace) => namespace.accounts),
    chains: namespaces.flatMap((namespace) => namespace.chains ?? []),
    expiry: session.expiry,
  }
}
export const proposalChains = (proposal: ProposalTypes.Struct) =>
  [...Object.entries(proposal.requiredNamespaces), ...Object.entries(proposal.optionalNamespaces)]
    .flatMap(([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : []))
    .filter((chain, index, all) => all.indexOf(chain) === index)
