// The All Wallets query factories of `@foyer/headless/query` against the devstack's wallet
// directory (devstack/src/provider/walletDirectory.ts): 1000+ wallets, paged and searchable.
import { DEVSTACK_API_URL, devstackChainA, TEST_WALLET_NAME } from '@foyer/devstack/config'
import { constants, createFoyer, memoryStorage } from '@foyer/headless'
import {
  getQueryClient,
  recommendedWalletsQueryOptions,
  walletDirectoryQueryOptions,
} from '@foyer/headless/query'
import { describe, expect, test } from 'vitest'

const foyerOn = () =>
  createFoyer({
    projectId: 'it-wallet-directory',
    networks: [devstackChainA],
    adapters: [],
    storage: memoryStorage(),
    services: { apiUrl: DEVSTACK_API_URL },
  })

describe('wallet directory queries on the devstack', () => {
  test('behavior: pages of 40 without the recommended wallets, then page two', async () => {
    const foyer = foyerOn()
    const recommended = await getQueryClient(foyer).fetchQuery(
      recommendedWalletsQueryOptions(foyer),
    )
    expect(recommended.wallets).toHaveLength(constants.RECOMMENDED_WALLETS_FETCH_COUNT)
    expect(recommended.count).toBeGreaterThanOrEqual(1000)
    const options = walletDirectoryQueryOptions(foyer, {
      search: '',
      recommendedIds: recommended.wallets.map((wallet) => wallet.id),
    })
    const first = await getQueryClient(foyer).fetchInfiniteQuery(options)
    const [page] = first.pages
    expect(page?.wallets).toHaveLength(constants.WALLETS_PAGE_SIZE)
    expect(page?.count).toBe(recommended.count - recommended.wallets.length)
    const ids = new Set(recommended.wallets.map((wallet) => wallet.id))
    expect(page?.wallets.some((wallet) => ids.has(wallet.id))).toBe(false)
    expect(page?.wallets[0]?.image_url).toMatch(/\/getWalletImage\//)
    expect(options.getNextPageParam(page ?? { wallets: [], count: 0 }, first.pages)).toBe(2)
  })

  test('behavior: search asks for 100 entries and finds the test wallet', async () => {
    const foyer = foyerOn()
    const result = await getQueryClient(foyer).fetchInfiniteQuery(
      walletDirectoryQueryOptions(foyer, { search: `  ${TEST_WALLET_NAME.toUpperCase()} ` }),
    )
    expect(result.pages[0]?.wallets.map((wallet) => wallet.name)).toContain(TEST_WALLET_NAME)
    const wallet = await getQueryClient(foyer).fetchInfiniteQuery(
      walletDirectoryQueryOptions(foyer, { search: 'a' }),
    )
    expect(wallet.pages[0]?.wallets.length).toBe(constants.WALLET_SEARCH_ENTRIES)
  })
})
