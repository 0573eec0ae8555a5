/**
 * Business constants of SPEC §9 (and the few numbers of §2, §4, §5, §7 and SPEC-NOTES that go
 * with them), each named once. Numbers that are a library's own default — viem transports,
 * TanStack Query, the sonner toast library — are listed too, marked "library default": Foyer
 * does not pass them to the library, the library already uses them, and `constants.test.ts`
 * proves the library still does.
 */

// ─── Timing (SPEC §9 first lines) ────────────────────────────────────────────────────────────

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

// ─── Onramp (SPEC §3, §9) ─────────────────────────────────────────────────────────────────────

/** Default payment limits, in USD, by payment method (SPEC §9). */
export const ONRAMP_DEFAULT_PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The fee range shown for an onramp provider (SPEC §9). */
export const ONRAMP_PROVIDER_FEE_RANGE = '1-2%'

/** The default payment currency (SPEC §3). */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'

/** The default purchase currency: USDC on Ethereum and Polygon (SPEC §3). */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
} as const

/** Chains the Coinbase onramp takes (SPEC §9); others use {@link COINBASE_ONRAMP_FALLBACK_CHAIN}. */
export const COINBASE_ONRAMP_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

/** The Coinbase onramp chain used when the active one is not in {@link COINBASE_ONRAMP_CHAINS}. */
export const COINBASE_ONRAMP_FALLBACK_CHAIN = 'ethereum'

// ─── What each namespace supports (SPEC §9 "Support") ───────────────────────────────────────

/** Namespaces with balances, activity, names, send, onramp and the auth connector (SPEC §9). */
export const FEATURE_NAMESPACES = {
  balances: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  authConnector: ['eip155', 'solana'],
} as const

/**
 * CAIP-2 ids of the swap networks (SPEC §9): Ethereum, Arbitrum, Optimism, zkSync, Base, BNB,
 * Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora.
 */
export const SWAP_NETWORK_IDS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const

// ─── Defaults of host options (SPEC §9) ─────────────────────────────────────────────────────

/** Social logins offered by default, in order (SPEC §9). */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/** Order of the account view's wallet features (SPEC §9). */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** Order of the Connect view's connector sections (SPEC §9). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** Connect methods by default (SPEC §2). */
export const DEFAULT_CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const

/** Connect methods when an injected or announced wallet is present (SPEC §2). */
export const INJECTED_CONNECT_METHODS_ORDER = ['wallet', 'email', 'social'] as const

// ─── Display (SPEC §9 "Display") ────────────────────────────────────────────────────────────

/** Token amounts show 3 decimals, rounded down. */
export const AMOUNT_DECIMALS = 3
/** Network fees show 6 decimals, rounded down: far below one coin, 3 would read '0.000'. */
export const FEE_DECIMALS = 6
/** USD values show 2 decimals. */
export const USD_DECIMALS = 2
/**
 * The most decimals a token can have (ERC-20 `decimals` is a uint8); the formatters refuse more,
 * for `decimals` and `fractionDigits` alike, with `InvalidFormatArgumentError`.
 */
export const TOKEN_DECIMALS_MAX = 255
/** Truncated addresses keep 4 leading characters… */
export const ADDRESS_LEADING_CHARS = 4
/** …and 6 trailing characters. */
export const ADDRESS_TRAILING_CHARS = 6

// ─── Wallet list (SPEC §9 "Wallet list") ────────────────────────────────────────────────────

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

// ─── Embedded wallet frame and pairing (SPEC §9, SPEC-NOTES) ────────────────────────────────

/** The frame must load within 20 s. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Connect email, device, OTP, social and social-redirect requests time out after 30 s. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Embedded disconnect waits at most 3 s for sign-out. */
export const FRAME_DISCONNECT_WAIT_MS = 3_000
/** The frame is ready 500 ms after its frame-ready message. */
export const FRAME_READY_DELAY_MS = 500
/** A WalletConnect pairing URI lives 4 minutes. */
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing counts as expired when 10 s or less remain. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** One-time codes have 6 digits (SPEC-NOTES). */
export const OTP_LENGTH = 6
/** One-time codes are said to expire in 20 minutes (SPEC-NOTES). */
export const OTP_EXPIRY_MS = 20 * 60_000
/**
 * How long "Email updated" shows before the modal returns to Account after an email change.
 * Foyer's own: the spec sets none; long enough to read the new email.
 */
export const EMAIL_UPDATED_DELAY_MS = 1_500
/** The social login popup's size (SPEC-NOTES). */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const

// ─── Caches (SPEC §9 "Caches") ──────────────────────────────────────────────────────────────

/** Portfolio (token balances) cache. */
export const PORTFOLIO_CACHE_MS = 30_000
/** Native balances are cached for 30 s. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** ENS lookups cache. */
export const ENS_CACHE_MS = 300_000
/** Identity (name and avatar) cache. */
export const IDENTITY_CACHE_MS = 300_000

// ─── HTTP (SPEC §7 "Retry policy") ──────────────────────────────────────────────────────────

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

// ─── Library defaults (SPEC-NOTES "Numbers that are library defaults") ─────────────────────
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

// ─── Toasts (SPEC §9 "Toasts": the sonner library's defaults) ──────────────────────────────
// headless's toast queue uses the count and duration; ui-default renders with sonner's defaults.

/** How long a toast shows (sonner's default). */
export const TOAST_DURATION_MS = 4_000
/** Toasts visible at once (sonner's default). */
export const TOAST_MAX_VISIBLE = 3
/** Gap between toasts, in px (sonner's default). */
export const TOAST_GAP_PX = 14
/** Toast width, in px (sonner's default). */
export const TOAST_WIDTH_PX = 356
/** A swipe of 45 px dismisses a toast (sonner's default). */
export const TOAST_SWIPE_THRESHOLD_PX = 45
/** …as does a swipe faster than 0.11 px/ms (sonner's default). */
export const TOAST_SWIPE_VELOCITY = 0.11

// ─── Miscellaneous (SPEC §9 last lines) ─────────────────────────────────────────────────────

/** The WalletConnect logger's buffer, in bytes. */
export const LOG_BUFFER_BYTES = 1_024_000
/** The largest blob the WalletConnect logger keeps, in bytes. */
export const LOG_BLOB_MAX_BYTES = 761_855
/** The wallet kit version reported to the embedded wallet. */
export const WALLET_KIT_VERSION = '1.7.7'
/** Chain ids the spec names. */
export const CHAIN_IDS = {
  ethereum: 1,
  sepolia: 11_155_111,
  base: 8453,
  baseSepolia: 84_532,
} as const

/** Time zones where some services are restricted (SPEC §6): mainland China, Macau, Hong Kong. */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
] as const

/** ENS coin types exist only for EVM chain ids below 2^31 (SPEC §5). */
export const ENS_MAX_CHAIN_ID_EXCLUSIVE = 2 ** 31

/**
 * How many errors a walk down a `cause` chain visits at most (100): `FoyerError.walk()`,
 * `toWalletError` (the wallet-error mapping of every connect), `unknownRpcCodeMessage`,
 * `toNodeError`. A cycle (`a.cause = b; b.cause = a`) ends at the first error seen twice, and a
 * longer chain is cut here, so error handling never hangs. Not in the spec; real chains (viem's
 * wrappers around a wallet's error) are a handful deep. Defined in `errors/inspect.ts`, since
 * errors/ imports nothing, and named here with the other numbers.
 */
export { CAUSE_CHAIN_MAX_DEPTH } from './errors/inspect.js'

/** Key prefix of everything Foyer keeps in storage. */
export const STORAGE_PREFIX = '@foyer/'

/** Foyer's own version, sent to the provider's services as `sv` (kept equal to package.json). */
export const FOYER_VERSION = '0.1.0'

/** The SDK type sent to the provider's services as `st`. */
export const FOYER_SDK_TYPE = 'foyer'
