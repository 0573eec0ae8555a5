// ─── Timing (SPEC §9 first lines)

/** The modal's shake animation lasts 500 ms (SPEC §2, §9). */
export const MODAL_SHAKE_MS = 500

/** A second email login within 30 s is refused (SPEC §5, §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** Swap slippage tolerance, in percent (SPEC §9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** A toast shown while one is open waits 150 ms for the old one to leave (SPEC §4, §9). */
export const TOAST_REPLACE_DELAY_MS = 150

/** The default debounce, e.g. of search inputs (SPEC §9). */
export const DEBOUNCE_DEFAULT_MS = 500

/** Header text cross-fade (SPEC §9 "Animations"). */
export const HEADER_TEXT_ANIMATION_MS = 120

/** Modal height animation (SPEC §9 "Animations"). */
export const MODAL_HEIGHT_ANIMATION_MS = 150

/** View-to-view transition (SPEC §9 "Animations"). */
export const VIEW_TRANSITION_MS = 150

/** Wallet images preload for at most 2 s before the list shows without them (SPEC §9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** The default wait before retrying a wallet connection (SPEC §9 "Wallet retry default 1 s"). */
export const WALLET_RETRY_DELAY_MS = 1_000

/** After a failed balance fetch, no new fetch for 30 s (SPEC §9). */
export const BALANCE_RETRY_THROTTLE_MS = 30_000

/**
 * How long start-up waits for the stored connector's wallet to announce itself before the
 * stored connection counts as lost (one of SPEC §9's time constants: 3 s).
 */
export const CONNECTOR_RESTORE_TIMEOUT_MS = 3_000

/**
 * How long a connect attempt waits for the wallet's answer before it fails with
 * `ConnectTimeoutError` (retryable). The spec sets none; two minutes leave a visitor time to
 * read a wallet's prompt, and the visitor can cancel sooner (closing the modal, Back). Connectors
 * with a lifetime of their own (a WalletConnect pairing: 4 minutes) pass a longer one.
 */
export const CONNECT_TIMEOUT_MS = 120_000

/**
 * How long the token list waits for the wallet's asset discovery (`wallet_getCapabilities`,
 * then `wallet_getAssets`) before the blockchain API or the chain answers instead. The spec sets
 * none; a wallet that never answers a probe (a phone asleep behind WalletConnect, a frame that
 * does not know the method) must not leave the list loading. One of SPEC §9's time constants: 3 s.
 */
export const WALLET_ASSETS_TIMEOUT_MS = 3_000

/** SPEC §9's general time constants: 1, 3, 5 and 10 s and 4 minutes. */
export const TIME = {
  ONE_SECOND_MS: 1_000,
  THREE_SECONDS_MS: 3_000,
  FIVE_SECONDS_MS: 5_000,
  TEN_SECONDS_MS: 10_000,
  FOUR_MINUTES_MS: 240_000,
} as const

/** A refused wallet request's message appears in the UI after 300 ms (SPEC §5). */
export const REJECTION_MESSAGE_DELAY_MS = 300

/** After leaving ConnectingFarcaster, the dapp metadata is synced again after 100 ms (SPEC §2). */
export const FARCASTER_RESYNC_DELAY_MS = 100
