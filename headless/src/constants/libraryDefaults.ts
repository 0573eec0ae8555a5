// ─── Library defaults (SPEC-NOTES "Numbers that are library defaults")

// Foyer never passes these; the libraries use them by default. constants.test.ts checks each.

/** viem transports: request timeout (library default). */
export const RPC_TIMEOUT_MS = 10_000
/** viem http transport: JSON-RPC batch size when batching is on (library default). */
export const RPC_BATCH_SIZE = 1_000
/** viem clients: polling interval, also fallback ranking's interval (library default). */
export const RPC_POLLING_INTERVAL_MS = 4_000
/** viem fallback ranking: sample count (library default). */
export const RPC_RANK_SAMPLE_COUNT = 10
/** viem fallback ranking: weights (library default). */
export const RPC_RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const
/** viem multicall: batch size in bytes (library default). */
export const MULTICALL_BATCH_SIZE = 1_024
/** viem: checksum-address cache entries (library default). */
export const ADDRESS_CHECKSUM_CACHE_SIZE = 8_192
/** TanStack Query: retries of a failed query in the browser (library default). */
export const QUERY_RETRY_COUNT = 3
/** TanStack Query: first retry delay, doubling (library default). */
export const QUERY_RETRY_BASE_DELAY_MS = 1_000
/** TanStack Query: longest retry delay (library default). */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000
/** TanStack Query: unused cache entries are collected after 5 minutes (library default). */
export const QUERY_GC_MS = 300_000
