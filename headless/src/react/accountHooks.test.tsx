// @vitest-environment jsdom

import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import type { Transaction } from '../api/types.js'
import { featuresAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccountProfile } from './useAccountProfile.js'
import { useActivityByMonth } from './useActivityByMonth.js'
import { useNfts } from './useNfts.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  unmountAll()
  for (const server of servers.splice(0)) await server.close()
})

const devnet = 'eip155:31337'

const transaction = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: { operationType: 'send', status: 'confirmed', sentFrom: '', sentTo: '', minedAt },
  transfers: [],
})

async function setup(fail = false) {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
    if (fail) return { status: 400, body: {} }
    return request.query.cursor
      ? { body: { data: [transaction('old', '2025-02-01T10:00:00Z')], next: null } }
      : { body: { data: [transaction('new', '2026-11-02T10:00:00Z')], next: '1' } }
  })
  servers.push(server)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
  // The spec's 3 retries (1 s, 2 s, 4 s) are TanStack's defaults; not waited for here.
  getQueryClient(foyer).setQueryDefaults(['foyer', 'activity'], { retry: false })
  await connect(foyer, { connector: 'test.fake' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { ...renderHook(() => useActivityByMonth(), { wrapper }), requests: server.requests }
}

describe('useActivityByMonth', () => {
  test('default: the first page grouped by month, then the next on loadMore', async () => {
    const { result } = await setup()
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.isEnabled).toBe(true)
    expect(result.current.transactionsByYear).toMatchObject([
      { year: 2026, months: [{ month: 10, transactions: [{ id: 'new' }] }] },
    ])
    expect(result.current.canLoadMore).toBe(true)
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.transactions).toHaveLength(2))
    expect(result.current.transactionsByYear.map(({ year }) => year)).toEqual([2026, 2025])
    await waitFor(() => expect(result.current.canLoadMore).toBe(false))
    expect(result.current.next).toBeUndefined()
  })

  test('error: Failed to fetch transactions, empty and no cursor', async () => {
    const { result, requests } = await setup(true)
    const asked = () => requests.filter((request) => request.path.endsWith('/history')).length
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.shortMessage).toBe('Failed to fetch transactions')
    expect(result.current).toMatchObject({ empty: true, next: undefined, canLoadMore: false })
    const before = asked()
    act(() => result.current.refresh())
    await waitFor(() => expect(asked()).toBe(before + 1))
  })
})

describe('useAccountProfile and useNfts', () => {
  test('default: profile from identity, wallet, explorer, tab; NFTs', async () => {
    const server = await startTestServer((request) => {
      if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
      if (request.path.startsWith('/v1/identity/'))
        return { body: { name: 'alice', avatar: 'http://a' } }
      if (request.path.endsWith('/nfts')) return { body: { data: [] } }
      return { status: 404 }
    })
    servers.push(server)
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await connect(foyer, { connector: 'test.fake' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
    )
    const { result } = renderHook(() => ({ profile: useAccountProfile(), nfts: useNfts() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.profile.profileName).toBe('alice'))
    expect(result.current.profile).toMatchObject({
      profileImage: 'http://a',
      addressExplorerUrl: undefined,
      connectedWalletInfo: { name: 'Fake' },
      // A browser wallet, not the auth connector: no name registration (SPEC §5).
      canRegisterName: false,
      currentTab: 'tokens',
      tabs: ['tokens', 'nfts', 'activity'],
    })
    // Every feature that is on but swaps: this API names no swap network.
    expect(result.current.profile.walletFeatures).toEqual(
      foyer.store
        .get(featuresAtom)
        .walletFeaturesOrder.filter(
          (feature) => foyer.store.get(featuresAtom)[feature] && feature !== 'swaps',
        ),
    )
    act(() => result.current.profile.setCurrentTab('activity'))
    expect(result.current.profile.currentTab).toBe('activity')
    // Activity turned off (remote configuration): its tab goes, and Tokens shows.
    act(() => foyer.store.set(featuresAtom, { ...foyer.store.get(featuresAtom), activity: false }))
    expect(result.current.profile.tabs).toEqual(['tokens', 'nfts'])
    expect(result.current.profile.currentTab).toBe('tokens')
    act(() => result.current.profile.setCurrentTab('nfts'))
    expect(result.current.profile.currentTab).toBe('nfts')
    await waitFor(() => expect(result.current.nfts.data).toEqual([]))
    expect(result.current.nfts.isEnabled).toBe(true)
  })
})
