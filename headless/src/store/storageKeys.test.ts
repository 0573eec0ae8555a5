import { describe, expect, test } from 'vitest'
import { STORAGE_PREFIX } from '../constants/index.js'
import { createStorageAccess, memoryStorage, type StorageEntry } from './storage.js'
import {
  activeCaipNetworkIdEntry,
  cachedBalancesEntry,
  connectedConnectorIdsEntry,
  connectionStatusEntry,
  connectionsEntry,
  emailEntry,
  emailLoginUsedEntry,
  ensCacheEntry,
  freshCacheValue,
  identityCacheEntry,
  lastEmailLoginTimeEntry,
  lastUsedChainEntry,
  portfolioCacheEntry,
  preferredAccountTypesEntry,
  recentWalletsEntry,
  siwxSessionsEntry,
  smartAccountEnabledNetworksEntry,
  socialProviderEntry,
  socialUsernameEntry,
  storageEntries,
  walletIdEntry,
  walletNameEntry,
} from './storageKeys.js'

const caip = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = {
  data: {
    chainId: 'eip155:1',
    accountAddress: '0xabc',
    nonce: 'n',
    domain: 'd',
    uri: 'u',
    version: '1',
  },
  message: 'm',
  signature: '0xsig',
}

/** For every key of SPEC §3: a valid value survives a round trip; corrupt values are dropped. */
const cases: [StorageEntry<unknown>, unknown, unknown[]][] = [
  [connectedConnectorIdsEntry, { eip155: 'io.metamask' }, [{ eip155: '' }, ['x']]],
  [activeCaipNetworkIdEntry, 'eip155:1', ['eip155', 'martian:1', 1]],
  [connectionStatusEntry, { solana: 'connected' }, [{ mars: 'connected' }]],
  [walletIdEntry, 'w1', ['', 3]],
  [walletNameEntry, 'MetaMask', [null]],
  [recentWalletsEntry, [{ id: 'a', name: 'A' }], [[{ id: 'a' }], { id: 'a', name: 'A' }]],
  [socialProviderEntry, 'google', [{}]],
  [siwxSessionsEntry, [session], [[{ ...session, signature: 1 }], [{ ...session, data: null }]]],
  [ensCacheEntry, { 'ada.eth': { value: { a: 1 }, timestamp: 1 } }, [{ x: { value: 1 } }]],
  [
    identityCacheEntry,
    { '0xabc': { value: { name: 'ada', avatar: null }, timestamp: 5 } },
    [{ '0xabc': { value: { name: 1, avatar: null }, timestamp: 5 } }],
  ],
  [
    portfolioCacheEntry,
    { [caip]: { value: [], timestamp: 1 } },
    [{ notcaip: { value: [], timestamp: 1 } }, { [caip]: { value: {}, timestamp: 1 } }],
  ],
  [
    cachedBalancesEntry,
    { [caip]: { value: { balance: '1.5', symbol: 'ETH' }, timestamp: 1 } },
    [{ [caip]: { value: { balance: 'lots', symbol: 'ETH' }, timestamp: 1 } }],
  ],
  [preferredAccountTypesEntry, { eip155: 'smartAccount' }, [{ eip155: 'wizard' }]],
  [
    connectionsEntry,
    { eip155: [{ connectorId: 'c', accounts: [{ address: '0xabc', type: 'eoa' }] }] },
    [{ eip155: [{ connectorId: 'c', accounts: [{}] }] }, { eip155: {} }],
  ],
  [emailLoginUsedEntry, true, ['yes']],
  [emailEntry, 'ada@example.com', ['not-an-email']],
  [socialUsernameEntry, 'ada', [42]],
  [lastEmailLoginTimeEntry, 1_700_000_000_000, [-1, 'now']],
  [lastUsedChainEntry, 'solana', ['martian']],
  [smartAccountEnabledNetworksEntry, [1, 8453], [[0], ['1']]],
]

describe('storage keys', () => {
  test('behavior: every SPEC §3 key is listed once, under the @foyer/ prefix', () => {
    expect(cases.map(([entry]) => entry.key).sort()).toEqual(
      storageEntries.map((entry) => entry.key).sort(),
    )
    expect(new Set(storageEntries.map((entry) => entry.key)).size).toBe(storageEntries.length)
  })

  test.each(cases.map(([entry, valid, corrupt]) => [entry.key, entry, valid, corrupt] as const))(
    'behavior: %s is validated on read; a corrupt value is dropped, never a crash',
    (_, entry, valid, corrupt) => {
      const raw = memoryStorage()
      const access = createStorageAccess(raw)
      access.set(entry, valid)
      expect(raw.getItem(`${STORAGE_PREFIX}${entry.key}`)).toBe(JSON.stringify(valid))
      expect(access.get(entry)).toEqual(valid)
      for (const value of [...corrupt, '{not json']) {
        raw.setItem(
          `${STORAGE_PREFIX}${entry.key}`,
          value === '{not json' ? value : JSON.stringify(value),
        )
        expect(access.get(entry)).toBeUndefined()
        expect(raw.getItem(`${STORAGE_PREFIX}${entry.key}`)).toBeNull()
      }
    },
  )

  test('behavior: a stored list of recent wallets is cut to 2 on read', () => {
    const a = { id: 'a', name: 'A' }
    const b = { id: 'b', name: 'B' }
    const c = { id: 'c', name: 'C' }
    const raw = memoryStorage()
    raw.setItem('@foyer/recent_wallets', JSON.stringify([a, b, c]))
    expect(createStorageAccess(raw).get(recentWalletsEntry)).toEqual([a, b])
  })

  test('behavior: cached values are fresh only within their time to live', () => {
    const cache = { k: { value: 'v', timestamp: 1000 } }
    expect(freshCacheValue(cache, 'k', 300_000, 300_999)).toBe('v')
    expect(freshCacheValue(cache, 'k', 300_000, 301_000)).toBeUndefined()
    expect(freshCacheValue(cache, 'other', 300_000, 1000)).toBeUndefined()
    expect(freshCacheValue(undefined, 'k', 1, 1)).toBeUndefined()
  })
})
