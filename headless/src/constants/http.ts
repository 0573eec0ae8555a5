// ─── HTTP (SPEC §7 "Retry policy")

/**
 * Retries of a provider-API request. Equal to viem's transport default (`retryCount`), which
 * the JSON-RPC transports use as is; the REST client passes it to viem's `withRetry`, whose own
 * default differs.
 */
export const HTTP_RETRY_COUNT = 3
/** Base retry delay, doubling each retry. viem's transport default (`retryDelay`), as above. */
export const HTTP_RETRY_DELAY_MS = 150
/** Statuses that are retried (viem's transport rule too). */
export const HTTP_RETRY_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const

/**
 * The longest Retry-After the HTTP client waits for before a retry: 5 s. Not in the spec,
 * which says only "honouring Retry-After"; without a cap a server answering
 * `Retry-After: 3600` would hold a request (and the view waiting on it) for an hour. A server
 * asking for longer is not retried at all: retrying sooner than it asked would only repeat the
 * refusal, so the error (carrying `retryAfter`) surfaces at once. 5 s covers the short waits
 * rate limiters and restarting services ask for, and keeps a request with its 3 retries under
 * about 16 s, less than the embedded frame's 20 s load timeout.
 */
export const HTTP_RETRY_AFTER_MAX_MS = 5_000

/**
 * Statuses after which a request that is not idempotent (it changes server state: a name
 * registration, a session revoke, an analytics event) is retried: answers that say the server
 * did not act on it — 408 (it did not receive the whole request) and 429 (refused by the rate
 * limiter) — plus a 503 that carries a Retry-After (the service refused it while unavailable).
 * Not the spec's other statuses: after a 500, 502, 504 or a lost answer the server may have
 * acted, and 403 and 413 answer the same way again. Foyer's own rule; idempotent requests keep
 * {@link HTTP_RETRY_STATUSES}.
 */
export const HTTP_RETRY_STATUSES_NOT_IDEMPOTENT = [408, 429] as const

/** At most 5 wallet-kit error telemetry events… */
export const ERROR_TELEMETRY_MAX_EVENTS = 5
/** …per 60 s. */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000
