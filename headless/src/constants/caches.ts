// ─── Caches (SPEC §9 "Caches")

/** Portfolio (token balances) cache. */
export const PORTFOLIO_CACHE_MS = 30_000
/** Native balances are cached for 30 s. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** ENS lookups cache. */
export const ENS_CACHE_MS = 300_000
/** Identity (name and avatar) cache. */
export const IDENTITY_CACHE_MS = 300_000
