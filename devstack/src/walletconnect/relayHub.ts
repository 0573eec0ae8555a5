/**
 * The WalletConnect v2 relay protocol, without sockets: subscriptions, a mailbox per topic and
 * acknowledgements. `relay.ts` feeds it the frames of every authenticated websocket.
 */
import {
  DEFAULT_TTL_S,
  isString,
  MAX_TTL_S,
  type RelayConnection,
  type RelayHub,
  rawId,
  type StoredMessage,
  sha256,
  subscriptionId,
  TAG_PROPOSE_RESPONSE,
  TAG_SETTLE_REQUEST,
} from './relayProtocol.js'

export type { RelayConnection, RelayHub, RelayStats } from './relayProtocol.js'
export { subscriptionId } from './relayProtocol.js'

/** Creates the protocol state of one relay (in memory; a restarted relay starts empty). */
export function createRelayHub(): RelayHub {
  const subscribers = new Map<string, Set<RelayConnection>>()
  const topicsOf = new Map<RelayConnection, Set<string>>()
  const mailbox = new Map<string, Map<string, StoredMessage>>()
  /** Deliveries awaiting an ack, per socket, by the relay's request id. */
  const inflight = new Map<RelayConnection, Map<number, StoredMessage>>()
  const counters = { published: 0, delivered: 0, acked: 0 }
  const methods: Record<string, number> = {}
  // Ids the relay sends stay below 2^53 (the SDK parses longer numbers as BigInt) and grow
  // across restarts.
  let nextId = Date.now() * 1000

  const messagesOf = (topic: string, now = Date.now()) => {
    const box = mailbox.get(topic)
    if (!box) return []
    for (const [hash, stored] of box) if (stored.expiresAt <= now) box.delete(hash)
    if (box.size === 0) mailbox.delete(topic)
    return [...box.values()]
  }

  const deliver = (connection: RelayConnection, stored: StoredMessage) => {
    if (stored.publisher === connection.clientId || stored.ackedBy.has(connection.clientId)) return
    const pending = inflight.get(connection)
    if (!pending || [...pending.values()].includes(stored)) return
    const id = nextId++
    pending.set(id, stored)
    counters.delivered++
    connection.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(stored.topic, connection.clientId),
          data: {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            // Always empty: a non-empty attestation makes an offline wallet wait for Verify.
            attestation: '',
            tag: stored.tag,
          },
        },
      }),
    )
  }

  const subscribe = (connection: RelayConnection, topic: string) => {
    const set = subscribers.get(topic) ?? new Set()
    subscribers.set(topic, set)
    set.add(connection)
    topicsOf.get(connection)?.add(topic)
    return subscriptionId(topic, connection.clientId)
  }

  const flush = (connection: RelayConnection, topic: string) => {
    for (const stored of messagesOf(topic)) deliver(connection, stored)
  }

  const unsubscribe = (connection: RelayConnection, topic: string) => {
    subscribers.get(topic)?.delete(connection)
    if (subscribers.get(topic)?.size === 0) subscribers.delete(topic)
    topicsOf.get(connection)?.delete(topic)
  }

  const publish = (
    connection: RelayConnection,
    topic: string,
    message: string,
    ttl: unknown,
    tag: unknown,
  ) => {
    const seconds = typeof ttl === 'number' && ttl > 0 ? Math.min(ttl, MAX_TTL_S) : DEFAULT_TTL_S
    const hash = sha256(message)
    const box = mailbox.get(topic) ?? new Map<string, StoredMessage>()
    mailbox.set(topic, box)
    if (box.has(hash)) return // a retried publish: already stored and fanned out
    const now = Date.now()
    const stored: StoredMessage = {
      hash,
      topic,
      message,
      tag: typeof tag === 'number' ? tag : 0,
      publishedAt: now,
      expiresAt: now + seconds * 1000,
      publisher: connection.clientId,
      ackedBy: new Set(),
    }
    box.set(hash, stored)
    counters.published++
    for (const subscriber of subscribers.get(topic) ?? []) deliver(subscriber, stored)
  }

  /** Runs one method; returns its result, or throws a message for an invalid-params error. */
  const run = (connection: RelayConnection, method: string, params: Record<string, unknown>) => {
    switch (method) {
      case 'irn_subscribe': {
        if (!isString(params.topic)) throw 'topic must be a string'
        const topic = params.topic
        return { result: subscribe(connection, topic), after: () => flush(connection, topic) }
      }
      case 'irn_batchSubscribe': {
        const topics = params.topics
        if (!Array.isArray(topics) || !topics.every(isString)) throw 'topics must be strings'
        return {
          result: topics.map((topic) => subscribe(connection, topic)),
          after: () => {
            for (const topic of topics) flush(connection, topic)
          },
        }
      }
      case 'irn_unsubscribe':
        if (!isString(params.topic)) throw 'topic must be a string'
        unsubscribe(connection, params.topic)
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const entry of Array.isArray(params.subscriptions) ? params.subscriptions : []) {
          const topic = (entry as { topic?: unknown } | null)?.topic
          if (isString(topic)) unsubscribe(connection, topic)
        }
        return { result: true }
      case 'irn_publish':
        if (!isString(params.topic) || !isString(params.message)) {
          throw 'topic and message must be strings'
        }
        publish(connection, params.topic, params.message, params.ttl, params.tag)
        return { result: true }
      case 'irn_batchPublish':
        for (const entry of Array.isArray(params.messages) ? params.messages : []) {
          const { topic, message, ttl, tag } = (entry ?? {}) as Record<string, unknown>
          if (isString(topic) && isString(message)) publish(connection, topic, message, ttl, tag)
        }
        return { result: true }
      case 'irn_batchFetchMessages':
        // Stored messages reach subscribers by flush on subscribe; nothing more to fetch.
        return { result: { messages: [], hasMore: false } }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, tag } = params
        if (!isString(pairingTopic) || !isString(sessionProposal)) {
          throw 'pairingTopic and sessionProposal must be strings'
        }
        // The dapp made its pairing with skipSubscribe: the relay subscribes it.
        subscribe(connection, pairingTopic)
        publish(connection, pairingTopic, sessionProposal, ttl, tag)
        return { result: true, after: () => flush(connection, pairingTopic) }
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } =
          params
        if (
          !isString(sessionTopic) ||
          !isString(pairingTopic) ||
          !isString(sessionProposalResponse) ||
          !isString(sessionSettlementRequest)
        ) {
          throw 'sessionTopic, pairingTopic and both messages must be strings'
        }
        // The wallet approves with skipSubscribe: the relay subscribes it to the session.
        subscribe(connection, sessionTopic)
        publish(connection, pairingTopic, sessionProposalResponse, params.ttl, TAG_PROPOSE_RESPONSE)
        publish(connection, sessionTopic, sessionSettlementRequest, params.ttl, TAG_SETTLE_REQUEST)
        return { result: true, after: () => flush(connection, sessionTopic) }
      }
      default:
        return undefined
    }
  }

  const handle = (connection: RelayConnection, text: string) => {
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(text) as Record<string, unknown>
      if (typeof payload !== 'object' || payload === null) throw new Error('not an object')
    } catch {
      connection.send(
        JSON.stringify({
          id: null,
          jsonrpc: '2.0',
          error: { code: -32700, message: 'Parse error' },
        }),
      )
      return
    }
    const id = rawId(text, payload.id)
    const reply = (body: string) => connection.send(`{"id":${id},"jsonrpc":"2.0",${body}}`)

    if (typeof payload.method !== 'string') {
      // A response: the ack of one of our irn_subscription deliveries.
      const pending = inflight.get(connection)
      const stored = pending?.get(Number(payload.id))
      if (stored && pending) {
        pending.delete(Number(payload.id))
        stored.ackedBy.add(connection.clientId)
        counters.acked++
      }
      return
    }
    const method = payload.method
    methods[method] = (methods[method] ?? 0) + 1
    const params = (
      typeof payload.params === 'object' && payload.params !== null ? payload.params : {}
    ) as Record<string, unknown>
    let outcome: ReturnType<typeof run>
    try {
      outcome = run(connection, method, params)
    } catch (problem) {
      reply(`"error":${JSON.stringify({ code: -32602, message: `Invalid params: ${problem}` })}`)
      return
    }
    if (!outcome) {
      reply(`"error":${JSON.stringify({ code: -32601, message: `Unknown method ${method}` })}`)
      return
    }
    reply(`"result":${JSON.stringify(outcome.result)}`)
    outcome.after?.()
  }

  return {
    connect: (connection) => {
      topicsOf.set(connection, new Set())
      inflight.set(connection, new Map())
    },
    handle,
    disconnect: (connection) => {
      for (const topic of topicsOf.get(connection) ?? []) unsubscribe(connection, topic)
      topicsOf.delete(connection)
      inflight.delete(connection)
    },
    stats: () => ({
      connections: topicsOf.size,
      methods: { ...methods },
      ...counters,
      stored: [...mailbox.keys()].reduce((sum, topic) => sum + messagesOf(topic).length, 0),
    }),
  }
}
