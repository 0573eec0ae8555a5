// ─── Wallet list (SPEC §9 "Wallet list")

/** Directory wallets per page of All Wallets. */
export const WALLETS_PAGE_SIZE = 40
/** Recommended wallets fetched for the Connect view. */
export const RECOMMENDED_WALLETS_FETCH_COUNT = 4
/** Entries a directory search asks for. */
export const WALLET_SEARCH_ENTRIES = 100
/** A search waits at least this long before showing results (SPEC-NOTES). */
export const WALLET_SEARCH_MIN_WAIT_MS = 300
/** Featured wallets shown by default. */
export const FEATURED_WALLETS_DEFAULT_COUNT = 4
/** Recommended wallets shown = max(0, this − (installed + recent)) (SPEC-NOTES). */
export const RECOMMENDED_WALLETS_BASE = 2
/** Pending transactions counted at most. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Recent wallets kept. */
export const RECENT_WALLETS_MAX = 2
/** Shortest name a visitor can register. */
export const NAME_MIN_LENGTH = 4
/** Suffix of registered names. */
export const NAME_SUFFIX = '.reown.id'
/** Suffix of names registered before the current one. */
export const NAME_SUFFIX_LEGACY = '.wcn.id'
/** Wallet directory pages read in parallel. */
export const WALLET_PAGE_PARALLEL_READS = 10
/** Retries of a wallet directory page read. */
export const WALLET_PAGE_RETRIES = 5
/** Entries of the i18n regular-expression cache. */
export const I18N_REGEX_CACHE_SIZE = 20
