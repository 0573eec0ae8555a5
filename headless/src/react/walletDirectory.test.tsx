// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { getRecentWallets } from '../actions/getRecentWallets.js'
import { recordRecentWallet } from '../actions/recordRecentWallet.js'
import type { DirectoryWallet } from '../api/types.js'
import type { CreateConnectorFn } from '../connectors/createConnector.js'
import { mock } from '../connectors/mock.js'
import { getCachedDirectoryWallet } from '../query/getCachedDirectoryWallet.js'
import { walletDirectoryQueryKey } from '../query/walletDirectoryQueryOptions.js'
import type { FoyerOptions } from '../store/options.js'
import { recentWalletsEntry } from '../store/storageKeys.js'
import { type ReceivedRequest, startTestServer } from '../test/httpServer.js'
import { testFoyer, testWallet } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAllWallets } from './useAllWallets.js'
import { useConnectWallets } from './useConnectWallets.js'
import { useWalletDirectoryEntry } from './useWalletDirectoryEntry.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A directory of `size` wallets served like the provider API's `/getWallets`. */
async function directory(size = 1003) {
  const wallets: DirectoryWallet[] = Array.from({ length: size }, (_, index) => {
    const n = String(index + 1).padStart(4, '0')
    return { id: `w${n}`, name: `Wallet ${n}`, image_id: `i${n}`, rdns: `dev.w${n}` }
  })
  const control = { fail: false }
  const list = (value: string | undefined) => (value ? value.split(',') : [])
  const server = await startTestServer((request: ReceivedRequest) => {
    if (request.path !== '/getWallets') return { status: 404 }
    if (control.fail) return { status: 400 }
    const { page = '1', entries = '40', search } = request.query
    const include = list(request.query.include)
    const exclude = list(request.query.exclude)
    const found = wallets.filter(
      (wallet) =>
        (!include.length || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search.toLowerCase())),
    )
    const start = (Number(page) - 1) * Number(entries)
    return { body: { data: found.slice(start, start + Number(entries)), count: found.length } }
  })
  closers.push(server.close)
  const pages = () => server.requests.filter((request) => request.query.entries === '40')
  return { server, control, wallets, pages }
}

function setup(options: Partial<FoyerOptions> = {}) {
  const { foyer, storage } = testFoyer({ mounted: false, ...options })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  const hooks = () => ({
    all: useAllWallets(),
    entry: useWalletDirectoryEntry(),
    connect: useConnectWallets(),
  })
  return { foyer, storage, ...renderHook(hooks, { wrapper }) }
}

describe('useAllWallets', () => {
  test('default: installed first, then recommended, then pages of 40 without the recommended', async () => {
    const { server, pages } = await directory()
    const { result } = setup({ services: { apiUrl: server.url } })
    expect(result.current.all.status).toBe('loading')
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    const { wallets } = result.current.all
    expect(wallets[0]).toMatchObject({ type: 'connector', id: 'test.fake' })
    expect(wallets.slice(1, 5).map((entry) => entry.id)).toEqual([
      'w0001',
      'w0002',
      'w0003',
      'w0004',
    ])
    expect(
      wallets
        .slice(1, 5)
        .every((entry) => entry.type === 'wallet' && entry.source === 'recommended'),
    ).toBe(true)
    expect(wallets).toHaveLength(1 + 4 + 40)
    expect(wallets[5]?.id).toBe('w0005')
    expect(wallets[5]?.imageUrl).toBe(
      `${server.url}/getWalletImage/i0005?projectId=test&st=foyer&sv=${server.requests[0]?.query.sv}`,
    )
    expect(pages()[0]?.query).toMatchObject({
      page: '1',
      entries: '40',
      exclude: 'w0001,w0002,w0003,w0004',
    })
    expect(result.current.all.count).toBe(999)
    expect(result.current.all.hasNextPage).toBe(true)
  })

  test('behavior: fetchNextPage loads page two; the last page ends the list', async () => {
    const { server, pages } = await directory(90)
    const { result } = setup({ services: { apiUrl: server.url } })
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    act(() => result.current.all.fetchNextPage())
    act(() => result.current.all.fetchNextPage()) // a second call while loading is ignored
    await waitFor(() => expect(result.current.all.wallets).toHaveLength(1 + 4 + 80))
    expect(pages().map((request) => request.query.page)).toEqual(['1', '2'])
    expect(result.current.all.wallets).toHaveLength(1 + 4 + 80)
    act(() => result.current.all.fetchNextPage())
    await waitFor(() => expect(result.current.all.hasNextPage).toBe(false))
    expect(result.current.all.wallets).toHaveLength(1 + 90)
    act(() => result.current.all.fetchNextPage())
    expect(pages()).toHaveLength(3)
  })

  test('behavior: search asks for 100 entries with the trimmed text, after a 300 ms rest', async () => {
    const { server } = await directory()
    const { result } = setup({ services: { apiUrl: server.url } })
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    const typed = Date.now()
    act(() => result.current.all.setSearch(' 099'))
    act(() => result.current.all.setSearch(' 0999 '))
    expect(result.current.all.search).toBe(' 0999 ')
    expect(result.current.all.isSearching).toBe(true)
    await waitFor(() => expect(result.current.all.isSearching).toBe(false))
    const searches = server.requests.filter((request) => request.query.search !== undefined)
    expect(searches).toHaveLength(1)
    expect(searches[0]?.query).toMatchObject({ search: '0999', entries: '100', page: '1' })
    expect(searches[0]?.query.exclude).toBeUndefined()
    expect((searches[0]?.at ?? 0) - typed).toBeGreaterThanOrEqual(290)
    expect(result.current.all.wallets.map((entry) => entry.id)).toEqual(['w0999'])
    expect(result.current.all.count).toBe(1)
    act(() => result.current.all.setSearch('   '))
    await waitFor(() => expect(result.current.all.wallets).toHaveLength(45))
  })

  test('error: a failing directory is an error; retry fetches again', async () => {
    const { server, control } = await directory()
    control.fail = true
    const { result } = setup({ services: { apiUrl: server.url } })
    await waitFor(() => expect(result.current.all.status).toBe('error'))
    expect(result.current.all.error?.code).toBeTruthy()
    expect(result.current.all.wallets.map((entry) => entry.id)).toEqual(['test.fake'])
    control.fail = false
    act(() => result.current.all.retry())
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    expect(result.current.all.wallets).toHaveLength(1 + 40)
  })

  test('behavior: without a provider API nothing is fetched and the entry is hidden', async () => {
    const { server } = await directory()
    const { result } = setup()
    expect(result.current.all.status).toBe('success')
    expect(result.current.all.wallets.map((entry) => entry.id)).toEqual(['test.fake'])
    expect(result.current.entry).toEqual({ visible: false, badge: undefined })
    act(() => result.current.all.setSearch('wallet'))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server.requests).toHaveLength(0)
  })

  test('parameters: featured, included and excluded wallets; custom wallets', async () => {
    const { server, pages } = await directory(200)
    const { result } = setup({
      services: { apiUrl: server.url },
      featuredWalletIds: ['w0010', 'w0003'],
      includeWalletIds: ['w0001', 'w0002', 'w0003', 'w0010', 'w0050'],
      excludeWalletIds: ['w0002', 'Wallet 0050'],
      customWallets: [{ id: 'acme', name: 'Acme', image_url: 'https://acme.example/a.png' }],
    })
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    expect(result.current.all.wallets.map((entry) => entry.id)).toEqual([
      'test.fake',
      'w0010',
      'w0003',
      'acme',
      'w0001',
    ])
    expect(pages()[0]?.query).toMatchObject({
      include: 'w0001,w0002,w0003,w0010,w0050',
      exclude: 'w0001,w0050,w0002,Wallet 0050,w0010,w0003',
    })
  })
})

describe('useWalletDirectoryEntry', () => {
  test('default: visible with the count rounded down to tens with "+"', async () => {
    const { server } = await directory(1003)
    const { result } = setup({ services: { apiUrl: server.url } })
    await waitFor(() => expect(result.current.entry.badge).toBe('1000+'))
    expect(result.current.entry.visible).toBe(true)
  })
  test('behavior: hidden with the allWallets feature off or WalletConnect disabled', async () => {
    const { server } = await directory(10)
    expect(
      setup({ services: { apiUrl: server.url }, features: { allWallets: false } }).result.current
        .entry.visible,
    ).toBe(false)
    expect(
      setup({ services: { apiUrl: server.url }, enableWalletConnect: false }).result.current.entry
        .visible,
    ).toBe(false)
  })
})

describe('useConnectWallets', () => {
  test('default: installed, then recommended by the count rule (2 − installed − recent)', async () => {
    const { server } = await directory()
    const { result } = setup({ services: { apiUrl: server.url } })
    await waitFor(() =>
      expect(result.current.connect.items.map((item) => item.section)).toEqual([
        'injected',
        'recommended',
      ]),
    )
  })
  test('behavior: recent wallets are listed and count; the recommended ones make room', async () => {
    const { server } = await directory()
    const { result, foyer } = setup({ services: { apiUrl: server.url } })
    await waitFor(() => expect(result.current.connect.items).toHaveLength(2))
    act(() => void recordRecentWallet(foyer, { wallet: { id: 'w0002', name: 'Wallet 0002' } }))
    expect(result.current.connect.items.map((item) => item.section)).toEqual(['recent', 'injected'])
  })
  test('behavior: the WalletConnect entry comes first when its connector is there', async () => {
    // A WalletConnect connector stands in as the mock wallet under that type.
    const walletConnect: CreateConnectorFn = (config) => ({
      ...mock({ id: 'walletConnect', name: 'WalletConnect', rdns: 'walletConnect' })(config),
      type: 'WALLET_CONNECT',
    })
    const { result } = setup({ connectors: [testWallet(), walletConnect] })
    await waitFor(() =>
      expect(result.current.connect.items[0]).toEqual({ section: 'walletConnect' }),
    )
    expect(result.current.connect.items.map((item) => item.section)).toEqual([
      'walletConnect',
      'injected',
    ])
  })
})

describe('recent wallets', () => {
  test('default: recorded newest first, kept to 2, stored', () => {
    const { foyer, storage } = testFoyer({ mounted: false })
    expect(getRecentWallets(foyer)).toEqual([])
    recordRecentWallet(foyer, { wallet: { id: 'a', name: 'A', rdns: null } })
    recordRecentWallet(foyer, { wallet: { id: 'b', name: 'B', mobile_link: 'b://' } })
    recordRecentWallet(foyer, { wallet: { id: 'a', name: 'A' } })
    expect(recordRecentWallet(foyer, { wallet: { id: 'c', name: 'C' } })).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
    expect(foyer.storage.get(recentWalletsEntry)).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
    expect(storage.getItem('@foyer/test/recent_wallets')).toContain('"c"')
  })
  test('behavior: read from storage once', () => {
    const { foyer } = testFoyer({ mounted: false })
    foyer.storage.set(recentWalletsEntry, [{ id: 'x', name: 'X' }])
    expect(getRecentWallets(foyer)).toEqual([{ id: 'x', name: 'X' }])
    foyer.storage.set(recentWalletsEntry, [])
    expect(getRecentWallets(foyer)).toEqual([{ id: 'x', name: 'X' }])
  })
})

describe('getCachedDirectoryWallet', () => {
  test('default: a wallet the lists loaded, a custom or a recent one, by id', async () => {
    const { server } = await directory()
    const { result, foyer } = setup({
      services: { apiUrl: server.url },
      customWallets: [{ id: 'acme', name: 'Acme' }],
    })
    await waitFor(() => expect(result.current.all.status).toBe('success'))
    expect(getCachedDirectoryWallet(foyer, 'w0002')?.name).toBe('Wallet 0002')
    expect(getCachedDirectoryWallet(foyer, 'w0040')?.name).toBe('Wallet 0040')
    expect(getCachedDirectoryWallet(foyer, 'acme')?.name).toBe('Acme')
    expect(getCachedDirectoryWallet(foyer, 'w0900')).toBeUndefined()
    recordRecentWallet(foyer, { wallet: { id: 'r', name: 'R' } })
    expect(getCachedDirectoryWallet(foyer, 'r')?.name).toBe('R')
    expect(walletDirectoryQueryKey(foyer, { search: ' x ' })[3]).toMatchObject({ search: 'x' })
  })
})
