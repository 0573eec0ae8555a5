import { readFileSync } from 'node:fs'
import { createPublicClient, http } from 'viem'
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  fantom,
  gnosis,
  klaytn,
  mainnet,
  optimism,
  polygon,
  zksync,
} from 'viem/chains'
import { describe, expect, test } from 'vitest'
import * as constants from './constants/index.js'

type Name = keyof typeof constants

/** The constants by name (a plain object: the tables look them up by name). */
const values: Readonly<Record<Name, unknown>> = { ...constants }

const SECOND = 1_000
const MINUTE = 60 * SECOND

/**
 * Every constant SPEC.md states, with the value as the spec words it (§9 unless said; also §2,
 * §3, §4, §5, §6, §7). The comment of each row quotes the spec.
 */
const fromSpec: readonly (readonly [Name, unknown])[] = [
  // §9 "Email login cooldown 30 s"; §5 "a second email login within 30 s throws"
  ['EMAIL_LOGIN_COOLDOWN_MS', 30 * SECOND],
  // §9 "modal shake 500 ms"; §2 "The modal plays a shake animation for 500 ms"
  ['MODAL_SHAKE_MS', 500],
  // §9 "slippage tolerance 1"
  ['SWAP_SLIPPAGE_TOLERANCE', 1],
  // §9 "toast swap delay 150 ms"; §4 "Toast: open; 150 ms delay when replacing an open one"
  ['TOAST_REPLACE_DELAY_MS', 150],
  // §9 "debounce default 500 ms"
  ['DEBOUNCE_DEFAULT_MS', 500],
  // §9 "Animations: header text 120 ms"
  ['HEADER_TEXT_ANIMATION_MS', 120],
  // §9 "modal height 150 ms"
  ['MODAL_HEIGHT_ANIMATION_MS', 150],
  // §9 "view transition 150 ms"
  ['VIEW_TRANSITION_MS', 150],
  // §9 "Image preload timeout 2 s"
  ['IMAGE_PRELOAD_TIMEOUT_MS', 2 * SECOND],
  // §9 "Wallet retry default 1 s"
  ['WALLET_RETRY_DELAY_MS', 1 * SECOND],
  // §9 "Balance retry throttle 30 s after failure"
  ['BALANCE_RETRY_THROTTLE_MS', 30 * SECOND],
  // §9 "Time constants 1, 3, 5, 10 s and 4 min" (the 3 s one, used for the restore wait)
  ['CONNECTOR_RESTORE_TIMEOUT_MS', 3 * SECOND],
  // §9 "Time constants 1, 3, 5, 10 s and 4 min" (the 3 s one, for the wallet's asset probe)
  ['WALLET_ASSETS_TIMEOUT_MS', 3 * SECOND],
  // §9 "Time constants 1, 3, 5, 10 s and 4 min"
  [
    'TIME',
    {
      ONE_SECOND_MS: 1 * SECOND,
      THREE_SECONDS_MS: 3 * SECOND,
      FIVE_SECONDS_MS: 5 * SECOND,
      TEN_SECONDS_MS: 10 * SECOND,
      FOUR_MINUTES_MS: 4 * MINUTE,
    },
  ],
  // §5 "the rejection UI message appears after 300 ms"
  ['REJECTION_MESSAGE_DELAY_MS', 300],
  // §2 "re-syncing its dapp metadata after 100 ms"
  ['FARCASTER_RESYNC_DELAY_MS', 100],
  // §9 "Onramp default limits (USD): card 10.00 to 7500.00; ach_bank_account 10.00 to 25000.00"
  [
    'ONRAMP_DEFAULT_PAYMENT_LIMITS',
    [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  ],
  // §9 "Provider fee range shown 1-2%"
  ['ONRAMP_PROVIDER_FEE_RANGE', '1-2%'],
  // §3 "Onramp payment currency: id (default USD)"
  ['ONRAMP_DEFAULT_PAYMENT_CURRENCY', 'USD'],
  // §3 "Onramp purchase currency: id, name, symbol, networks (name, display_name, chain_id,
  // contract_address). Default: USDC on Ethereum and Polygon."
  [
    'ONRAMP_DEFAULT_PURCHASE_CURRENCY',
    expect.objectContaining({
      id: 'USDC',
      symbol: 'USDC',
      networks: [
        expect.objectContaining({ display_name: 'Ethereum', chain_id: String(mainnet.id) }),
        expect.objectContaining({ display_name: 'Polygon', chain_id: String(polygon.id) }),
      ],
    }),
  ],
  // §9 "Coinbase onramp chains: ethereum, arbitrum, polygon, berachain, avalanche-c-chain,
  // optimism, celo, base (fallback ethereum)"
  [
    'COINBASE_ONRAMP_CHAINS',
    [
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ],
  ],
  // §9 "(fallback ethereum)"
  ['COINBASE_ONRAMP_FALLBACK_CHAIN', 'ethereum'],
  // §9 "Support: balances eip155 and solana; activity eip155; names eip155; send eip155 and
  // solana; onramp eip155 and solana; auth connector eip155 and solana"
  [
    'FEATURE_NAMESPACES',
    {
      balances: ['eip155', 'solana'],
      activity: ['eip155'],
      names: ['eip155'],
      send: ['eip155', 'solana'],
      onramp: ['eip155', 'solana'],
      authConnector: ['eip155', 'solana'],
    },
  ],
  // §9 "Swap networks: Ethereum, Arbitrum, Optimism, zkSync, Base, BNB, Polygon, Gnosis,
  // Avalanche, Fantom, Klaytn, Aurora" (CAIP-2 ids from viem's chain definitions)
  [
    'SWAP_NETWORK_IDS',
    [
      mainnet,
      arbitrum,
      optimism,
      zksync,
      base,
      bsc,
      polygon,
      gnosis,
      avalanche,
      fantom,
      klaytn,
      aurora,
    ].map((chain) => `eip155:${chain.id}`),
  ],
  // §9 "Default socials: google, x, farcaster, discord, apple, github, facebook"
  ['DEFAULT_SOCIALS', ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
  // §9 "Wallet features order: onramp, swaps, receive, send"
  ['DEFAULT_WALLET_FEATURES_ORDER', ['onramp', 'swaps', 'receive', 'send']],
  // §9 "Connector order: walletConnect, recent, injected, featured, custom, external,
  // recommended"
  [
    'DEFAULT_CONNECTOR_TYPE_ORDER',
    ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
  ],
  // §2 "Connect method order by default: email, social, wallet"
  ['DEFAULT_CONNECT_METHODS_ORDER', ['email', 'social', 'wallet']],
  // §2 "If an injected or announced wallet is present: wallet, email, social"
  ['INJECTED_CONNECT_METHODS_ORDER', ['wallet', 'email', 'social']],
  // §9 "Display: amounts 3 decimals (floored, '0.000' if zero)"
  ['AMOUNT_DECIMALS', 3],
  // §9 "USD 2 decimals"
  ['USD_DECIMALS', 2],
  // §9 "addresses truncated to 4 leading and 6 trailing characters"
  ['ADDRESS_LEADING_CHARS', 4],
  ['ADDRESS_TRAILING_CHARS', 6],
  // §9 "Wallet list: 40 per page"
  ['WALLETS_PAGE_SIZE', 40],
  // §9 "recommended 4"
  ['RECOMMENDED_WALLETS_FETCH_COUNT', 4],
  // §9 "search 100 entries with 300 ms wait"
  ['WALLET_SEARCH_ENTRIES', 100],
  ['WALLET_SEARCH_MIN_WAIT_MS', 300],
  // §9 "featured default 4"
  ['FEATURED_WALLETS_DEFAULT_COUNT', 4],
  // §9 "Pending transactions limit 99"
  ['PENDING_TRANSACTIONS_LIMIT', 99],
  // §9 "Recent wallets kept: 2"; §3 "recent wallets (kept to 2)"
  ['RECENT_WALLETS_MAX', 2],
  // §9 "Name minimum length 4"; §5 "at least 4 characters"
  ['NAME_MIN_LENGTH', 4],
  // §9 "name suffix .reown.id (legacy .wcn.id)"
  ['NAME_SUFFIX', '.reown.id'],
  ['NAME_SUFFIX_LEGACY', '.wcn.id'],
  // §9 "Wallet page reads in parallel 10, retries 5, i18n regex cache 20"
  ['WALLET_PAGE_PARALLEL_READS', 10],
  ['WALLET_PAGE_RETRIES', 5],
  ['I18N_REGEX_CACHE_SIZE', 20],
  // §9 "Embedded frame: load timeout 20 s"
  ['FRAME_LOAD_TIMEOUT_MS', 20 * SECOND],
  // §9 "request timeout 30 s for connect email, device, otp, social, social redirect"
  ['FRAME_REQUEST_TIMEOUT_MS', 30 * SECOND],
  // §9 "disconnect wait 3 s"; §4 "waiting at most 3 s for sign-out"
  ['FRAME_DISCONNECT_WAIT_MS', 3 * SECOND],
  // §9 "ready delay 500 ms"; §4 "ready after a frame-ready message plus 500 ms"
  ['FRAME_READY_DELAY_MS', 500],
  // §9 "Pairing lifetime 4 minutes"; §4 "Wallet pairing lasts 4 minutes"
  ['PAIRING_LIFETIME_MS', 4 * MINUTE],
  // §9 "expiry margin 10 s"; §4 "treated as expiring within 10 s of expiry"
  ['PAIRING_EXPIRY_MARGIN_MS', 10 * SECOND],
  // §9 "Caches: portfolio 30 s"
  ['PORTFOLIO_CACHE_MS', 30 * SECOND],
  // §9 "native balance 30 s"
  ['NATIVE_BALANCE_CACHE_MS', 30 * SECOND],
  // §9 "ENS 5 min"
  ['ENS_CACHE_MS', 5 * MINUTE],
  // §9 "identity 5 min"
  ['IDENTITY_CACHE_MS', 5 * MINUTE],
  // §9 "query cache gc 300000 ms"
  ['QUERY_GC_MS', 300_000],
  // §7 "Retry policy: 3 retries"
  ['HTTP_RETRY_COUNT', 3],
  // §7 "base delay 150 ms doubling"
  ['HTTP_RETRY_DELAY_MS', 150],
  // §7 "retry on 403, 408, 413, 429, 500, 502, 503, 504"
  ['HTTP_RETRY_STATUSES', [403, 408, 413, 429, 500, 502, 503, 504]],
  // §7 "Wallet-kit error telemetry is capped at 5 events per 60 s"
  ['ERROR_TELEMETRY_MAX_EVENTS', 5],
  ['ERROR_TELEMETRY_WINDOW_MS', 60 * SECOND],
  // §9 "RPC transport: timeout 10000 ms"
  ['RPC_TIMEOUT_MS', 10_000],
  // §9 "batch size 1000"
  ['RPC_BATCH_SIZE', 1_000],
  // §9 "fallback polling 4000 ms"
  ['RPC_POLLING_INTERVAL_MS', 4_000],
  // §9 "rank sample count 10"
  ['RPC_RANK_SAMPLE_COUNT', 10],
  // §9 "weights stability 0.7 latency 0.3"
  ['RPC_RANK_WEIGHTS', { stability: 0.7, latency: 0.3 }],
  // §9 "multicall batch size 1024"
  ['MULTICALL_BATCH_SIZE', 1_024],
  // §9 "address checksum cache 8192 entries"
  ['ADDRESS_CHECKSUM_CACHE_SIZE', 8_192],
  // §4 "Query retries default to 3 with backoff doubling from 1 s up to 30 s"
  ['QUERY_RETRY_COUNT', 3],
  ['QUERY_RETRY_BASE_DELAY_MS', 1 * SECOND],
  ['QUERY_RETRY_MAX_DELAY_MS', 30 * SECOND],
  // §9 "Toasts: duration 4000 ms"
  ['TOAST_DURATION_MS', 4_000],
  // §9 "at most 3 visible"; §2 "at most 3 toasts at a time"
  ['TOAST_MAX_VISIBLE', 3],
  // §9 "gap 14 px"
  ['TOAST_GAP_PX', 14],
  // §9 "width 356 px"
  ['TOAST_WIDTH_PX', 356],
  // §9 "dismiss swipe at 45 px or speed above 0.11"
  ['TOAST_SWIPE_THRESHOLD_PX', 45],
  ['TOAST_SWIPE_VELOCITY', 0.11],
  // §9 "Log buffer 1,024,000 bytes"
  ['LOG_BUFFER_BYTES', 1_024_000],
  // §9 "blob max 761855 bytes"
  ['LOG_BLOB_MAX_BYTES', 761_855],
  // §9 "Wallet kit version 1.7.7"
  ['WALLET_KIT_VERSION', '1.7.7'],
  // §9 "Chain ids: Ethereum 1, Sepolia 11155111, Base 8453, Base Sepolia 84532"
  ['CHAIN_IDS', { ethereum: 1, sepolia: 11_155_111, base: 8453, baseSepolia: 84_532 }],
  // §6 "Restricted time zones are listed (mainland China, Macau, Hong Kong)"
  [
    'RESTRICTED_TIME_ZONES',
    expect.arrayContaining(['Asia/Shanghai', 'Asia/Macau', 'Asia/Hong_Kong']),
  ],
  // §5 "EVM chain id must be below 2^31 for the ENS coin type"
  ['ENS_MAX_CHAIN_ID_EXCLUSIVE', 2 ** 31],
]

/** Constants SPEC-NOTES.md makes precise where SPEC.md is vague; each row quotes the notes. */
const fromSpecNotes: readonly (readonly [Name, unknown])[] = [
  // "otherwise show max(0, 2 − (installed wallets other than "Browser Wallet" + recent wallets))"
  ['RECOMMENDED_WALLETS_BASE', 2],
  // "One-time codes are 6 digits and submit automatically when complete"
  ['OTP_LENGTH', 6],
  // "codes are said to expire in 20 minutes"
  ['OTP_EXPIRY_MS', 20 * MINUTE],
  // "Social login opens a 600×800 popup synchronously on the click"
  ['SOCIAL_POPUP_SIZE', { width: 600, height: 800 }],
]

const headlessPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string }

/** Foyer's own numbers: the spec states none, so each row says why the value is what it is. */
const foyersOwn: readonly (readonly [Name, unknown])[] = [
  // The spec sets no connect timeout; two minutes leave a visitor time to read a prompt.
  ['CONNECT_TIMEOUT_MS', 2 * MINUTE],
  // A fee of 21,000 gas at 1 gwei is 0.000021 ETH: 3 decimals would show '0.000'.
  ['FEE_DECIMALS', 6],
  // ERC-20 `decimals` is a uint8.
  ['TOKEN_DECIMALS_MAX', 255],
  // Cause chains are a handful deep; the walks stop at 100 errors (see the TSDoc).
  ['CAUSE_CHAIN_MAX_DEPTH', 100],
  // §7 says only "honouring Retry-After"; a longer wait is not retried (see the TSDoc).
  ['HTTP_RETRY_AFTER_MAX_MS', 5 * SECOND],
  // Answers saying the server did not act: the only ones a state-changing request retries.
  ['HTTP_RETRY_STATUSES_NOT_IDEMPOTENT', [408, 429]],
  // §3 "keys prefixed with an appkit namespace": Foyer's own namespace.
  ['STORAGE_PREFIX', '@foyer/'],
  // §7 "common query fields include projectId, st, sv": Foyer's own version…
  ['FOYER_VERSION', headlessPackage.version],
  // …and SDK type.
  ['FOYER_SDK_TYPE', 'foyer'],
  // The spec sets none: "Email updated" shows long enough to read the new email.
  ['EMAIL_UPDATED_DELAY_MS', 1.5 * SECOND],
  // §3 names the provider's fields, not the providers: Coinbase, whose page the URL generator of
  // §7 makes, on the namespaces §9's support table gives the onramp.
  [
    'ONRAMP_PROVIDERS',
    [
      {
        label: 'Coinbase',
        name: 'coinbase',
        feeRange: '1-2%',
        url: 'https://pay.coinbase.com',
        supportedChains: ['eip155', 'solana'],
      },
    ],
  ],
  // A purchase under way reads the balance at viem's polling interval (4000 ms)…
  ['ONRAMP_POLL_MS', 4 * SECOND],
  // …for at most 15 minutes, a card purchase's usual span, then says it did not arrive.
  ['ONRAMP_WAIT_LIMIT_MS', 15 * MINUTE],
]

describe('constants', () => {
  test.each(fromSpec)('behavior: %s is the value SPEC.md states', (name, expected) => {
    expect(values[name]).toEqual(expected)
  })

  test.each(fromSpecNotes)('behavior: %s is the value SPEC-NOTES.md states', (name, expected) => {
    expect(values[name]).toEqual(expected)
  })

  test.each(foyersOwn)(
    'behavior: %s (not in the spec) keeps its documented value',
    (name, expected) => {
      expect(values[name]).toEqual(expected)
    },
  )

  test('default: every constant is in exactly one table above', () => {
    const listed = [...fromSpec, ...fromSpecNotes, ...foyersOwn].map(([name]) => name)
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([])
    expect(Object.keys(values).sort()).toEqual([...listed].sort())
  })

  test('behavior: viem transport defaults are the spec numbers Foyer relies on', () => {
    const transport = http('http://127.0.0.1:1')({})
    expect(transport.config.retryCount).toBe(constants.HTTP_RETRY_COUNT)
    expect(transport.config.retryDelay).toBe(constants.HTTP_RETRY_DELAY_MS)
    expect(transport.config.timeout).toBe(constants.RPC_TIMEOUT_MS)
    const client = createPublicClient({ transport: http('http://127.0.0.1:1') })
    expect(client.pollingInterval).toBe(constants.RPC_POLLING_INTERVAL_MS)
  })

  test('behavior: the restricted time zones are all in mainland China, Macau or Hong Kong', () => {
    const mainland = [
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Chongqing',
      'Asia/Harbin',
      'Asia/Kashgar',
    ]
    for (const zone of constants.RESTRICTED_TIME_ZONES) {
      expect([...mainland, 'Asia/Macau', 'Asia/Hong_Kong']).toContain(zone)
    }
  })
})
