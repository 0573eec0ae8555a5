import type { AccountType } from '../chains/accountTypes.js'
import { isCaipAddress } from '../chains/caipAddress.js'
import { isCaipNetworkId } from '../chains/caipNetworkId.js'
import { type ChainNamespace, isChainNamespace } from '../chains/namespaces.js'
import { RECENT_WALLETS_MAX } from '../constants/index.js'
import type { RecentWallet } from '../rules/recentWallets.js'
import { validateEmail } from '../validation/email.js'
import {
  activeCaipNetworkIdEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
  entry,
  isRecord,
  nonEmptyString as string,
} from './sessionStorageKeys.js'
import type { SiwxSession } from './siwxConfig.js'
import type { StorageEntry } from './storage.js'

export { activeCaipNetworkIdEntry, connectedConnectorIdsEntry, connectionStatusEntry }

// Every key of SPEC §3 "Local storage", kept under the @foyer/ prefix (see storage.ts). Each
// entry validates what it reads: a value that fails is dropped, never a crash.

/** An array whose every item passes `item`; anything else voids the value. */
const arrayOf =
  <value>(item: (raw: unknown) => raw is value) =>
  (raw: unknown): value[] | undefined =>
    Array.isArray(raw) && raw.every(item) ? raw : undefined

/** A record whose every key passes `key` and every value passes `item`. */
const recordOf =
  <value>(key: (raw: string) => boolean, item: (raw: unknown) => raw is value) =>
  (raw: unknown): Record<string, value> | undefined =>
    isRecord(raw) && Object.entries(raw).every(([k, v]) => key(k) && item(v))
      ? (raw as Record<string, value>)
      : undefined

const isTimestamp = (raw: unknown): raw is number =>
  typeof raw === 'number' && Number.isFinite(raw) && raw >= 0

/** A cached value with the time it was stored. */
export type Cached<value> = { value: value; timestamp: number }

const isCached = (raw: unknown): raw is Cached<unknown> =>
  isRecord(raw) && 'value' in raw && isTimestamp(raw.timestamp)

/** The value of a cache entry if it is younger than `ttlMs`, else `undefined`. */
export function freshCacheValue<value>(
  cache: Record<string, Cached<value>> | undefined,
  key: string,
  ttlMs: number,
  now: number,
): value | undefined {
  const entry = cache?.[key]
  return entry && now - entry.timestamp < ttlMs ? entry.value : undefined
}

/** The id of the wallet last connected through WalletConnect (SPEC §3 "wallet id"). */
export const walletIdEntry: StorageEntry<string> = entry('wallet_id', string)

/** Its name (SPEC §3 "wallet name"). */
export const walletNameEntry: StorageEntry<string> = entry('wallet_name', string)

const isRecentWallet = (raw: unknown): raw is RecentWallet =>
  isRecord(raw) && Boolean(string(raw.id)) && typeof raw.name === 'string'

/** Recent wallets, newest first, kept to 2 (SPEC §3). A longer stored list is cut on read. */
export const recentWalletsEntry: StorageEntry<RecentWallet[]> = entry('recent_wallets', (raw) =>
  arrayOf(isRecentWallet)(raw)?.slice(0, RECENT_WALLETS_MAX),
)

/** The social login last used (SPEC §3 "social connection"). */
export const socialProviderEntry: StorageEntry<string> = entry('social_provider', string)

const isSiwxSession = (raw: unknown): raw is SiwxSession =>
  isRecord(raw) &&
  typeof raw.message === 'string' &&
  typeof raw.signature === 'string' &&
  isRecord(raw.data) &&
  isCaipNetworkId(raw.data.chainId) &&
  typeof raw.data.accountAddress === 'string'

/** Sign-in sessions (SPEC §3 "sign-in tokens"). */
export const siwxSessionsEntry: StorageEntry<SiwxSession[]> = entry(
  'siwx_sessions',
  arrayOf(isSiwxSession),
)

const anyKey = (key: string) => key.length > 0

/** Name lookups by name, with their time (SPEC §3 "ENS cache", 5 min). */
export const ensCacheEntry: StorageEntry<Record<string, Cached<unknown>>> = entry(
  'ens_cache',
  recordOf(anyKey, isCached),
)

/** A cached identity. */
export type CachedIdentity = Cached<{ name: string | null; avatar: string | null }>

const isCachedIdentity = (raw: unknown): raw is CachedIdentity =>
  isCached(raw) &&
  isRecord(raw.value) &&
  (raw.value.name === null || typeof raw.value.name === 'string') &&
  (raw.value.avatar === null || typeof raw.value.avatar === 'string')

/** Identities by address, with their time (SPEC §3 "identity cache", 5 min). */
export const identityCacheEntry: StorageEntry<Record<string, CachedIdentity>> = entry(
  'identity_cache',
  recordOf(anyKey, isCachedIdentity),
)

const isCachedList = (raw: unknown): raw is Cached<unknown[]> =>
  isCached(raw) && Array.isArray(raw.value)

/** Token balances by CAIP address, with their time (SPEC §3 "portfolio cache", 30 s). */
export const portfolioCacheEntry: StorageEntry<Record<string, Cached<unknown[]>>> = entry(
  'portfolio_cache',
  recordOf(isCaipAddress, isCachedList),
)

/** A cached native balance. */
export type CachedBalance = Cached<{ balance: string; symbol: string }>

const isCachedBalance = (raw: unknown): raw is CachedBalance =>
  isCached(raw) &&
  isRecord(raw.value) &&
  typeof raw.value.balance === 'string' &&
  /^-?\d+(\.\d+)?$/.test(raw.value.balance) &&
  typeof raw.value.symbol === 'string'

/** Native balances by CAIP address, with their time (SPEC §3 "cached balances", 30 s). */
export const cachedBalancesEntry: StorageEntry<Record<string, CachedBalance>> = entry(
  'cached_balances',
  recordOf(isCaipAddress, isCachedBalance),
)

const accountTypes: readonly unknown[] = ['eoa', 'smartAccount', 'payment']

/** The visitor's account type per namespace (SPEC §3 "preferred account types"). */
export const preferredAccountTypesEntry: StorageEntry<
  Partial<Record<ChainNamespace, AccountType>>
> = entry(
  'preferred_account_types',
  recordOf(isChainNamespace, (raw): raw is AccountType => accountTypes.includes(raw)),
)

/** One wallet connection of a namespace. */
export type StoredConnection = {
  connectorId: string
  accounts: { address: string; type?: string }[]
}

const isStoredConnection = (raw: unknown): raw is StoredConnection =>
  isRecord(raw) &&
  Boolean(string(raw.connectorId)) &&
  Array.isArray(raw.accounts) &&
  raw.accounts.every((account) => isRecord(account) && typeof account.address === 'string')

/** Every wallet connection per namespace (SPEC §3 "connections"). */
export const connectionsEntry: StorageEntry<Record<string, StoredConnection[]>> = entry(
  'connections',
  recordOf(isChainNamespace, arrayOf(isStoredConnection) as never),
)

/** Whether an email login was ever used, so the frame is made early (SPEC §3, §4). */
export const emailLoginUsedEntry: StorageEntry<boolean> = entry('email_login_used', (raw) =>
  typeof raw === 'boolean' ? raw : undefined,
)

/** The email of the embedded wallet's account (SPEC §3). */
export const emailEntry: StorageEntry<string> = entry('email', (raw) =>
  validateEmail(raw).valid ? (raw as string) : undefined,
)

/** The social login's username (SPEC §3). */
export const socialUsernameEntry: StorageEntry<string> = entry('social_username', string)

/** When the last email login was sent, for the 30 s cooldown (SPEC §3, SPEC-NOTES). */
export const lastEmailLoginTimeEntry: StorageEntry<number> = entry(
  'last_email_login_time',
  (raw) => (isTimestamp(raw) ? raw : undefined),
)

/** The namespace used last (SPEC §3 "last used chain"). */
export const lastUsedChainEntry: StorageEntry<ChainNamespace> = entry('last_used_chain', (raw) =>
  isChainNamespace(raw) ? raw : undefined,
)

/** Chain ids with smart accounts in the embedded wallet (SPEC §3). */
export const smartAccountEnabledNetworksEntry: StorageEntry<number[]> = entry(
  'smart_account_enabled_networks',
  arrayOf((raw): raw is number => Number.isSafeInteger(raw) && (raw as number) > 0),
)

/** Every storage entry Foyer keeps (SPEC §3), e.g. to clear them all. */
export const storageEntries = [
  connectedConnectorIdsEntry,
  activeCaipNetworkIdEntry,
  connectionStatusEntry,
  walletIdEntry,
  walletNameEntry,
  recentWalletsEntry,
  socialProviderEntry,
  siwxSessionsEntry,
  ensCacheEntry,
  identityCacheEntry,
  portfolioCacheEntry,
  cachedBalancesEntry,
  preferredAccountTypesEntry,
  connectionsEntry,
  emailLoginUsedEntry,
  emailEntry,
  socialUsernameEntry,
  lastEmailLoginTimeEntry,
  lastUsedChainEntry,
  smartAccountEnabledNetworksEntry,
] as const satisfies readonly StorageEntry<unknown>[]
