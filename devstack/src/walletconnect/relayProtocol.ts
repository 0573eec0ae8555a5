import { createHash } from 'node:crypto'

/** Types and helpers of the WalletConnect v2 relay protocol (see `relayHub.ts`). */

/** One open socket of a relay client, as the hub sees it. */
export type RelayConnection = {
  /** The client's id: the `iss` of its JWT (`did:key:…`), stable per client storage. */
  readonly clientId: string
  /** Sends one text frame (dropped when the socket is no longer open). */
  send: (text: string) => void
}

/** Counters of a relay, for tests and the console. */
export type RelayStats = {
  /** Sockets open now. */
  connections: number
  /** Client requests received, by method (`irn_publish`, `wc_proposeSession`, …). */
  methods: Record<string, number>
  /** Messages stored (each `irn_publish` and each message inside a `wc_*` method). */
  published: number
  /** `irn_subscription` frames sent. */
  delivered: number
  /** Acknowledgements received for them. */
  acked: number
  /** Messages in the mailbox now (not yet expired). */
  stored: number
}

export type RelayHub = {
  /** Registers a socket that passed authentication. */
  connect: (connection: RelayConnection) => void
  /** Handles one text frame from a socket (a JSON-RPC request or a response/ack). */
  handle: (connection: RelayConnection, text: string) => void
  /** Forgets a closed socket; its un-acked deliveries are re-sent on its next subscribe. */
  disconnect: (connection: RelayConnection) => void
  stats: () => RelayStats
}

export type StoredMessage = {
  hash: string
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Client id of the publisher: never delivered back to it. */
  publisher: string
  /** Client ids that acknowledged it: never delivered to them again. */
  ackedBy: Set<string>
}

/** Default and maximum message TTL, in seconds. */
export const DEFAULT_TTL_S = 300
export const MAX_TTL_S = 30 * 24 * 3600
/** Tags the SDK uses for the session proposal response and the session settlement. */
export const TAG_PROPOSE_RESPONSE = 1101
export const TAG_SETTLE_REQUEST = 1102

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The subscription id a client computes for a topic: sha256(topic + clientId), hex. */
export const subscriptionId = (topic: string, clientId: string) => sha256(topic + clientId)

/**
 * The request id exactly as the client wrote it. Clients send 19-digit ids as strings; a bare
 * number too large for a double is recovered from the raw text so it is echoed digit for digit.
 */
export function rawId(text: string, id: unknown): string {
  if (typeof id === 'number' && !Number.isSafeInteger(id)) {
    const match = /"id"\s*:\s*(-?\d+)/.exec(text)
    if (match?.[1]) return match[1]
  }
  return JSON.stringify(id ?? null)
}

export const isString = (value: unknown): value is string =>
  typeof value === 'string' && value !== ''
