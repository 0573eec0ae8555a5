// ─── Miscellaneous (SPEC §9 last lines)

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
export { CAUSE_CHAIN_MAX_DEPTH } from '../errors/inspect.js'

/** Key prefix of everything Foyer keeps in storage. */
export const STORAGE_PREFIX = '@foyer/'

/** Foyer's own version, sent to the provider's services as `sv` (kept equal to package.json). */
export const FOYER_VERSION = '0.1.0'

/** The SDK type sent to the provider's services as `st`. */
export const FOYER_SDK_TYPE = 'foyer'
