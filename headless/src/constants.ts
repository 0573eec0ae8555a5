/**
 * Business constants of SPEC §9, each named once. Numbers that are a library's own default
 * (viem transports, TanStack Query, sonner) are noted and not re-implemented.
 */

/** The modal's shake animation lasts 500 ms (SPEC §2, §9). */
export const MODAL_SHAKE_MS = 500

/** Native balances are cached for 30 s (SPEC §9 "Caches"). */
export const NATIVE_BALANCE_CACHE_MS = 30_000

/**
 * How long start-up waits for the stored connector's wallet to announce itself before the
 * stored connection counts as lost (one of SPEC §9's time constants: 3 s).
 */
export const CONNECTOR_RESTORE_TIMEOUT_MS = 3_000

/** Key prefix of everything Foyer keeps in storage. */
export const STORAGE_PREFIX = '@foyer/'
