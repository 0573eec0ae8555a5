import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { WC_WALLET_ACCOUNT } from '../config.js'
import { userRejected } from '../wallet-base/errors.js'
import { DEFAULT_POLICY, parsePolicy } from '../wallet-base/policy.js'
import { walletAuthentications } from './walletAuthenticate.js'
import {
  executeRequest,
  summarizeRequest,
  toRpcError,
  UNGATED_METHODS,
  WC_WALLET_EVENTS,
  WC_WALLET_METHODS,
} from './walletRequests.js'
import {
  type CreateWalletConnectWalletParameters,
  peerOf,
  proposalChains,
  SESSION_AUTHENTICATE,
  SESSION_PROPOSAL,
  sessionInfo,
  type WalletConnectPendingProposal,
  type WalletConnectPendingRequest,
  type WalletConnectWallet,
  WalletConnectWalletError,
  type WalletConnectWalletEvent,
} from './walletTypes.js'

export type {
  CreateWalletConnectWalletParameters,
  Peer,
  WalletConnectPendingAuthentication,
  WalletConnectPendingProposal,
  WalletConnectPendingRequest,
  WalletConnectSessionInfo,
  WalletConnectWallet,
  WalletConnectWalletEvent,
  WalletConnectWalletState,
} from './walletTypes.js'
export { SESSION_AUTHENTICATE, SESSION_PROPOSAL, WalletConnectWalletError } from './walletTypes.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A WalletConnect v2 wallet for tests and the demo: a SignClient on the devstack relay, backed
 * by a viem local account, sending transactions to the devstack's anvil chains. Proposals and
 * requests follow the policy (`approve`, `reject` or `ask`: wait in a pending list for
 * `approveX` / `rejectX`); the policy key `session_proposal` decides proposals. Nothing leaves
 * loopback: telemetry is off and the relay sends empty attestations (no Verify call).
 */
export async function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): Promise<WalletConnectWallet> {
  const { relayUrl, chains } = parameters
  const account = privateKeyToAccount((parameters.account ?? WC_WALLET_ACCOUNT).privateKey)
  let policy = parameters.policy ?? DEFAULT_POLICY
  // A prefix of its own: the SDK keeps one Core per prefix on globalThis.
  const customStoragePrefix = `foyer-wc-wallet-${randomUUID()}`
  const client = await SignClient.init({
    projectId: 'foyer-devstack',
    relayUrl,
    customStoragePrefix,
    telemetryEnabled: false,
    logger: 'fatal',
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'Foyer WalletConnect Test Wallet',
      description: 'The devstack wallet (anvil account) for WalletConnect tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const proposals = new Map<
    number,
    WalletConnectPendingProposal & { params: ProposalTypes.Struct }
  >()
  const requests = new Map<number, WalletConnectPendingRequest>()
  const authentications = walletAuthentications(client, account, chains)
  let closed = false
  let lastDisconnect = 0

  const decide = (key: string) => policy.methods?.[key] ?? policy.decision
  const later = (run: () => Promise<unknown>) => {
    setTimeout(() => void run().catch(() => {}), policy.delayMs ?? 0)
  }

  const approveProposal = async (id: number) => {
    const pending = proposals.get(id)
    if (!pending) throw new WalletConnectWalletError(`No pending proposal ${id}`, 404)
    proposals.delete(id)
    let namespaces: SessionTypes.Namespaces
    try {
      const caipChains = chains.map((chain) => `eip155:${chain.id}`)
      namespaces = buildApprovedNamespaces({
        proposal: pending.params,
        supportedNamespaces: {
          eip155: {
            chains: caipChains,
            methods: [...WC_WALLET_METHODS],
            events: [...WC_WALLET_EVENTS],
            accounts: caipChains.map((chain) => `${chain}:${account.address}`),
          },
        },
      })
    } catch (error) {
      await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      throw new WalletConnectWalletError(`Cannot approve: ${(error as Error).message}`, 409)
    }
    const { topic } = await client.approve({ id, namespaces })
    return sessionInfo(client.session.get(topic))
  }
  const rejectProposal = async (id: number) => {
    if (!proposals.delete(id)) throw new WalletConnectWalletError(`No pending proposal ${id}`, 404)
    await client.reject({ id, reason: getSdkError('USER_REJECTED') })
  }

  const respond = (topic: string, id: number, outcome: { result: unknown } | { error: object }) =>
    client.respond({ topic, response: { id, jsonrpc: '2.0', ...outcome } as never })
  const approveRequest = async (id: number) => {
    const pending = requests.get(id)
    if (!pending) throw new WalletConnectWalletError(`No pending request ${id}`, 404)
    requests.delete(id)
    try {
      const result = await executeRequest(account, chains, pending)
      await respond(pending.topic, id, { result })
      if (pending.method === 'wallet_switchEthereumChain') {
        const target = Number((pending.params as [{ chainId: string }])[0].chainId)
        await emit({ chainChanged: target }, pending.topic).catch(() => {})
      }
      return result
    } catch (error) {
      await respond(pending.topic, id, { error: toRpcError(error) })
      throw error
    }
  }
  const rejectRequest = async (id: number) => {
    const pending = requests.get(id)
    if (!pending) throw new WalletConnectWalletError(`No pending request ${id}`, 404)
    requests.delete(id)
    await respond(pending.topic, id, { error: toRpcError(userRejected()) })
  }

  const topicsFor = (topic?: string) => {
    const all = client.session.getAll().map((session) => session.topic)
    if (topic === undefined) return all
    if (!all.includes(topic)) throw new WalletConnectWalletError(`No session ${topic}`, 404)
    return [topic]
  }
  const emit = async (event: WalletConnectWalletEvent, topic?: string) => {
    for (const sessionTopic of topicsFor(topic)) {
      const session = client.session.get(sessionTopic)
      const granted = Object.values(session.namespaces).flatMap(
        (namespace) => namespace.chains ?? [],
      )
      if ('chainChanged' in event) {
        const chainId = `eip155:${event.chainChanged}`
        if (!granted.includes(chainId)) {
          throw new WalletConnectWalletError(`Chain ${chainId} is not in the session`, 400)
        }
        await client.emit({
          topic: sessionTopic,
          chainId,
          event: { name: 'chainChanged', data: event.chainChanged },
        })
      } else {
        const chainId = granted[0] ?? `eip155:${chains[0]?.id}`
        await client.emit({
          topic: sessionTopic,
          chainId,
          event: { name: 'accountsChanged', data: event.accountsChanged },
        })
      }
    }
  }
  const forgetTopic = (topic: string) => {
    for (const [id, request] of requests) if (request.topic === topic) requests.delete(id)
  }

  client.on(
    'session_proposal',
    ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
      proposals.set(id, {
        id,
        pairingTopic: params.pairingTopic,
        proposer: peerOf(params.proposer.metadata),
        chains: proposalChains(params),
        receivedAt: Date.now(),
        params,
      })
      const decision = decide(SESSION_PROPOSAL)
      if (decision === 'approve') later(() => approveProposal(id))
      if (decision === 'reject') later(() => rejectProposal(id))
    },
  )
  client.on(
    'session_request',
    ({ id, topic, params }: SignClientTypes.EventArguments['session_request']) => {
      const request = {
        method: params.request.method,
        params: params.request.params,
        chainId: params.chainId,
      }
      if (
        UNGATED_METHODS.includes(request.method) ||
        !(WC_WALLET_METHODS as readonly string[]).includes(request.method)
      ) {
        void executeRequest(account, chains, request)
          .then(
            (result) => respond(topic, id, { result }),
            (error) => respond(topic, id, { error: toRpcError(error) }),
          )
          .catch(() => {})
        return
      }
      requests.set(id, {
        id,
        topic,
        ...request,
        summary: summarizeRequest(request),
        receivedAt: Date.now(),
      })
      const decision = decide(request.method)
      if (decision === 'approve') later(() => approveRequest(id))
      if (decision === 'reject') later(() => rejectRequest(id))
    },
  )
  client.on('session_authenticate', (event) => {
    authentications.receive(event)
    const decision =
      policy.methods?.[SESSION_AUTHENTICATE] ??
      policy.methods?.[SESSION_PROPOSAL] ??
      policy.decision
    if (decision === 'approve') later(() => authentications.approve(event.id))
    if (decision === 'reject') later(() => authentications.reject(event.id))
  })
  client.on('proposal_expire', ({ id }) => {
    proposals.delete(id)
    authentications.forget(id)
  })
  client.on('session_request_expire', ({ id }) => requests.delete(id))
  client.on('session_delete', ({ topic }) => forgetTopic(topic))
  client.on('session_expire', ({ topic }) => forgetTopic(topic))

  return {
    address: account.address,
    pair: async (uri) => {
      if (typeof uri !== 'string' || !uri.startsWith('wc:')) {
        throw new WalletConnectWalletError('uri must be a WalletConnect URI (wc:…)', 400)
      }
      try {
        const pairing = await client.core.pairing.pair({ uri })
        return { topic: pairing.topic }
      } catch (error) {
        throw new WalletConnectWalletError(`Cannot pair: ${(error as Error).message}`, 400)
      }
    },
    state: () => ({
      address: account.address,
      relayUrl,
      policy,
      sessions: client.session.getAll().map(sessionInfo),
      pendingProposals: [...proposals.values()].map(({ params: _params, ...proposal }) => proposal),
      pendingRequests: [...requests.values()],
      pendingAuthentications: authentications.list(),
    }),
    setPolicy: (value) => {
      try {
        policy = parsePolicy(value)
      } catch (error) {
        throw new WalletConnectWalletError((error as Error).message, 400)
      }
      return policy
    },
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    approveAuthentication: authentications.approve,
    rejectAuthentication: authentications.reject,
    disconnect: async (topic) => {
      const topics = topicsFor(topic)
      for (const sessionTopic of topics) {
        await client.disconnect({ topic: sessionTopic, reason: getSdkError('USER_DISCONNECTED') })
        forgetTopic(sessionTopic)
      }
      if (topics.length > 0) lastDisconnect = Date.now()
      return topics.length
    },
    emit,
    close: async () => {
      if (closed) return
      closed = true
      proposals.clear()
      requests.clear()
      authentications.clear()
      client.events.removeAllListeners('session_proposal')
      client.events.removeAllListeners('session_authenticate')
      client.events.removeAllListeners('session_request')
      // In-flight unsubscribes reopen the socket: let them finish before closing it.
      await sleep(Math.max(0, lastDisconnect + 500 - Date.now()))
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
      const key = `_walletConnectCore_${customStoragePrefix}`
      const global = globalThis as Record<string, unknown>
      delete global[key]
      delete global[`${key}_count`]
    },
  }
}
