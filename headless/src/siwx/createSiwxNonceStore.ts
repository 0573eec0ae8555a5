import { describeValue } from '../errors/inspect.js'
import { InvalidSiwxParameterError } from '../errors/siwx.js'

/**
 * Where a verifier keeps the nonces it issued. A host with several server processes backs it
 * with a shared store (a database row, a Redis key with a time to live); `consumeNonce` must
 * be atomic: it answers `true` once for an issued, unexpired nonce, and `false` after that.
 */
export type SiwxNonceStore = {
  /** A new nonce of at least 8 letters or digits, valid until it expires or is consumed. */
  issueNonce(): string | Promise<string>
  /** Marks the nonce used: `true` if it was issued, has not expired and was not used yet. */
  consumeNonce(nonce: string): boolean | Promise<boolean>
}

export type CreateSiwxNonceStoreParameters = {
  /** How long an issued nonce stays valid, in milliseconds. @default 300_000 (5 minutes) */
  ttlMs?: number
  /** The clock, for tests. @default Date.now */
  now?: () => number
}
export type CreateSiwxNonceStoreReturnType = SiwxNonceStore
export type CreateSiwxNonceStoreErrorType = InvalidSiwxParameterError

/** The default nonce lifetime of {@link createSiwxNonceStore}. */
export const siwxNonceTtlMs = 300_000

/**
 * A nonce store in this process's memory: nonces of 32 hex digits from WebCrypto, each
 * consumed at most once and only within `ttlMs` of its issue; expired ones are dropped as
 * nonces are issued. For one server process (and tests); see {@link SiwxNonceStore} for more.
 */
export function createSiwxNonceStore(
  parameters: CreateSiwxNonceStoreParameters = {},
): CreateSiwxNonceStoreReturnType {
  const { ttlMs = siwxNonceTtlMs, now = Date.now } = parameters ?? {}
  if (typeof ttlMs !== 'number' || !Number.isFinite(ttlMs) || ttlMs <= 0)
    throw new InvalidSiwxParameterError({
      metaMessages: [
        'Parameter: ttlMs',
        'Rule: a positive number of milliseconds',
        `Provided: ${describeValue(ttlMs)}`,
      ],
    })
  if (typeof now !== 'function')
    throw new InvalidSiwxParameterError({
      metaMessages: ['Parameter: now', 'Rule: a function', `Provided: ${describeValue(now)}`],
    })
  const expiries = new Map<string, number>()
  return {
    issueNonce() {
      const time = now()
      for (const [nonce, expiry] of expiries) if (expiry <= time) expiries.delete(nonce)
      const bytes = crypto.getRandomValues(new Uint8Array(16))
      const nonce = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
      expiries.set(nonce, time + ttlMs)
      return nonce
    },
    consumeNonce(nonce) {
      const expiry = expiries.get(nonce)
      expiries.delete(nonce)
      return expiry !== undefined && now() < expiry
    },
  }
}
