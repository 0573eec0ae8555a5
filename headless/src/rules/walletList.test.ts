import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/createConnector.js'
import { mock } from '../connectors/mock.js'
import {
  filterSocialsForTelegram,
  resolveConnectMethodsOrder,
  shouldCollapseWallets,
} from './connectMethods.js'
import {
  normalizeWalletSearch,
  walletCountBadge,
  walletPageParameters,
  walletSearchParameters,
} from './walletDirectoryQueries.js'
import {
  assembleConnectWalletList,
  COINBASE_WALLET_ID,
  filterDirectoryWallets,
  isExcludedWallet,
  isListedOnMobile,
  orderConnectorSections,
  orderFeaturedWallets,
  PHANTOM_WALLET_ID,
  recommendedWalletCount,
  sortInstalledFirst,
} from './walletList.js'

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  mobile_link: `${id}://`,
  ...extra,
})
const noFilter = { installed: [], recent: [], excludeWalletIds: [], isMobile: false }

describe('wallet list assembly', () => {
  test('behavior: recommended wallets are hidden when featured or custom wallets are configured', () => {
    const base = { featuredWalletIds: [], customWallets: [], installed: [], recentCount: 0 }
    expect(recommendedWalletCount(base)).toBe(2)
    expect(recommendedWalletCount({ ...base, featuredWalletIds: ['f'] })).toBe(0)
    expect(recommendedWalletCount({ ...base, customWallets: [{ id: 'c', name: 'C' }] })).toBe(0)
  })
  test('behavior: recommended shows max(0, 2 − (installed other than Browser Wallet + recent))', () => {
    const base = { featuredWalletIds: [], customWallets: [] }
    expect(
      recommendedWalletCount({ ...base, installed: [{ name: 'Browser Wallet' }], recentCount: 0 }),
    ).toBe(2)
    expect(
      recommendedWalletCount({ ...base, installed: [{ name: 'MetaMask' }], recentCount: 0 }),
    ).toBe(1)
    expect(
      recommendedWalletCount({ ...base, installed: [{ name: 'MetaMask' }], recentCount: 2 }),
    ).toBe(0)
  })
  test('behavior: directory wallets duplicating an installed connector (rdns, explorer id) or a recent one are dropped', () => {
    const kept = filterDirectoryWallets(
      [wallet('a', { rdns: 'io.a' }), wallet('b'), wallet('c'), wallet('d'), wallet('d')],
      {
        ...noFilter,
        installed: [
          { id: 'io.a', info: { rdns: 'io.a' } },
          { id: 'x', explorerId: 'b' },
        ],
        recent: [{ id: 'c' }],
      },
    )
    expect(kept.map((item) => item.id)).toEqual(['d'])
  })
  test('behavior: exclusion matches id, rdns, or the name case-insensitively', () => {
    expect(isExcludedWallet({ id: 'w', name: 'MetaMask' }, ['metamask'])).toBe(true)
    expect(isExcludedWallet({ name: 'X', rdns: 'io.x' }, ['io.x'])).toBe(true)
    expect(isExcludedWallet({ id: 'w', name: 'X' }, ['w'])).toBe(true)
    expect(isExcludedWallet({ id: 'w', name: 'X', rdns: null }, ['y'])).toBe(false)
    const kept = filterDirectoryWallets([wallet('a'), wallet('b')], {
      ...noFilter,
      excludeWalletIds: ['B'],
    })
    expect(kept.map((item) => item.id)).toEqual(['a'])
  })
  test('behavior: on mobile only wallets with a mobile link are kept, plus Coinbase, plus Phantom on Solana', () => {
    const list = [
      wallet('linked'),
      wallet('desktop', { mobile_link: null }),
      wallet(COINBASE_WALLET_ID, { mobile_link: null }),
      wallet(PHANTOM_WALLET_ID, { mobile_link: null }),
    ]
    const ids = (activeNamespace: 'eip155' | 'solana') =>
      filterDirectoryWallets(list, { ...noFilter, isMobile: true, activeNamespace }).map(
        (item) => item.id,
      )
    expect(ids('eip155')).toEqual(['linked', COINBASE_WALLET_ID])
    expect(ids('solana')).toEqual(['linked', COINBASE_WALLET_ID, PHANTOM_WALLET_ID])
    expect(isListedOnMobile({ id: 'x', mobile_link: undefined }, undefined)).toBe(false)
    expect(filterDirectoryWallets(list, noFilter)).toHaveLength(4)
  })
  test('behavior: the All Wallets badge is rounded down to tens with +', () => {
    expect(walletCountBadge(437)).toBe('430+')
    expect(walletCountBadge(10)).toBe('10+')
    expect(walletCountBadge(9)).toBe('9')
    expect(walletCountBadge(-3)).toBe('0')
  })
  test('behavior: pages of 40 exclude recommended, excluded and featured wallets', () => {
    expect(
      walletPageParameters({
        page: 3,
        recommendedIds: ['r', 'f'],
        excludeWalletIds: ['e'],
        featuredWalletIds: ['f'],
        chains: ['eip155:1'],
      }),
    ).toEqual({
      page: 3,
      entries: 40,
      include: undefined,
      exclude: ['r', 'f', 'e'],
      chains: ['eip155:1'],
    })
  })
  test('behavior: search asks for 100 entries with the trimmed text', () => {
    expect(normalizeWalletSearch('  meta ')).toBe('meta')
    expect(walletSearchParameters({ search: '  meta ' })).toMatchObject({
      page: 1,
      entries: 100,
      search: 'meta',
    })
  })
  test('behavior: featured wallets keep the host order and drop installed ones', () => {
    const featured = orderFeaturedWallets(
      [wallet('a'), wallet('b'), wallet('c')],
      ['c', 'a', 'b'],
      {
        ...noFilter,
        installed: [{ id: 'x', explorerId: 'b' }],
      },
    )
    expect(featured.map((item) => item.id)).toEqual(['c', 'a'])
  })
  test('behavior: connectorTypeOrder moves listed sections first', () => {
    expect(orderConnectorSections(undefined)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(orderConnectorSections(['featured', 'injected'])).toEqual([
      'featured',
      'injected',
      'walletConnect',
      'recent',
      'custom',
      'external',
      'recommended',
    ])
  })
})

describe('connect methods', () => {
  test('default: email, social, wallet', () => {
    expect(resolveConnectMethodsOrder({ configured: undefined, hasInjectedWallet: false })).toEqual(
      ['email', 'social', 'wallet'],
    )
  })
  test('behavior: with an injected or announced wallet: wallet, email, social', () => {
    expect(resolveConnectMethodsOrder({ configured: undefined, hasInjectedWallet: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })
  test('parameters: connectMethodsOrder overrides', () => {
    expect(
      resolveConnectMethodsOrder({ configured: ['social', 'wallet'], hasInjectedWallet: true }),
    ).toEqual(['social', 'wallet'])
  })
  test('behavior: collapseWallets applies only with email or social on', () => {
    expect(shouldCollapseWallets({ collapseWallets: true, email: true, socials: false })).toBe(true)
    expect(shouldCollapseWallets({ collapseWallets: true, email: false, socials: ['x'] })).toBe(
      true,
    )
    expect(shouldCollapseWallets({ collapseWallets: true, email: false, socials: false })).toBe(
      false,
    )
    expect(shouldCollapseWallets({ collapseWallets: false, email: true, socials: ['x'] })).toBe(
      false,
    )
  })
  test('behavior: Telegram drops Google on iOS, X on Mac, Facebook and X on Android', () => {
    const all = ['google', 'x', 'facebook', 'github'] as const
    expect(filterSocialsForTelegram(all, 'ios')).toEqual(['x', 'facebook', 'github'])
    expect(filterSocialsForTelegram(all, 'macos')).toEqual(['google', 'facebook', 'github'])
    expect(filterSocialsForTelegram(all, 'android')).toEqual(['google', 'github'])
    expect(filterSocialsForTelegram(all, 'other')).toEqual(all)
  })
})

describe('assembleConnectWalletList', () => {
  const mockConnector = mock()({ projectId: 'test', networks: [] })
  const connector = (id: string, type: Connector['type'], name = id): Connector => ({
    ...mockConnector,
    id,
    name,
    type,
    info: { rdns: id },
  })
  const base = {
    connectors: [
      connector('io.injected', 'INJECTED', 'Browser Wallet'),
      connector('io.announced', 'ANNOUNCED'),
      connector('auth', 'AUTH'),
      connector('wc', 'WALLET_CONNECT'),
    ],
    recent: [{ id: 'recent1', name: 'Recent' }],
    featured: [wallet('f2'), wallet('f1'), wallet('recent1')],
    recommended: [
      wallet('r1'),
      wallet('r2'),
      wallet('r3'),
      wallet('io.announced', { rdns: 'io.announced' }),
    ],
    featuredWalletIds: [] as string[],
    excludeWalletIds: [] as string[],
    customWallets: [],
    connectorTypeOrder: undefined,
    walletConnect: true,
    isMobile: false,
  }
  const summary = (items: ReturnType<typeof assembleConnectWalletList>) =>
    items.map((item) =>
      'wallet' in item
        ? `${item.section}:${item.wallet.id}`
        : 'connector' in item
          ? `${item.section}:${item.connector.id}`
          : item.section,
    )
  test('default: sections in the connector order; recommended by the count rule; the embedded wallet (AUTH) is the email entry, not a wallet row', () => {
    expect(summary(assembleConnectWalletList(base))).toEqual([
      'walletConnect',
      'recent:recent1',
      'injected:io.announced',
      'injected:io.injected',
    ])
    const alone = assembleConnectWalletList({ ...base, connectors: [], recent: [] })
    expect(summary(alone)).toEqual(['walletConnect', 'recommended:r1', 'recommended:r2'])
  })
  test('behavior: featured wallets hide recommended ones and drop recent duplicates', () => {
    const items = assembleConnectWalletList({
      ...base,
      featuredWalletIds: ['f1', 'recent1', 'f2'],
      customWallets: [{ id: 'c1', name: 'Custom' }],
      connectorTypeOrder: ['featured'],
      walletConnect: false,
    })
    expect(summary(items)).toEqual([
      'featured:f1',
      'featured:f2',
      'recent:recent1',
      'injected:io.announced',
      'injected:io.injected',
      'custom:c1',
    ])
  })
  test('behavior: exclusions apply to connectors, recent, custom and directory wallets', () => {
    const items = assembleConnectWalletList({
      ...base,
      connectors: [],
      recent: [{ id: 'recent1', name: 'Recent', rdns: 'io.recent' }],
      customWallets: [{ id: 'c1', name: 'Custom' }],
      excludeWalletIds: ['io.recent', 'custom', 'R1'],
    })
    // Custom wallets are configured (even if excluded), so recommended ones stay hidden.
    expect(summary(items)).toEqual(['walletConnect'])
    const directory = assembleConnectWalletList({
      ...base,
      connectors: [],
      recent: [{ id: 'recent1', name: 'Recent', rdns: 'io.recent' }],
      excludeWalletIds: ['io.recent', 'R1'],
    })
    expect(summary(directory)).toEqual(['walletConnect', 'recommended:r2', 'recommended:r3'])
    const noInjected = assembleConnectWalletList({
      ...base,
      excludeWalletIds: ['Browser Wallet', 'io.announced'],
    })
    expect(summary(noInjected)).not.toContain('injected:io.injected')
  })
  test('behavior: All Wallets shows installed wallets first', () => {
    const items = sortInstalledFirst(
      [wallet('a'), wallet('b', { rdns: 'io.b' }), wallet('c'), wallet('c'), wallet('x')],
      { installed: [{ info: { rdns: 'io.b' } }, { explorerId: 'c' }], excludeWalletIds: ['X'] },
    )
    expect(items.map((item) => [item.id, item.installed])).toEqual([
      ['b', true],
      ['c', true],
      ['a', false],
    ])
  })
})
