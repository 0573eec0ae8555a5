import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { sendTransaction } from '../actions/sendTransaction.js'
import type { Transaction } from '../api/types.js'
import { FetchTransactionsError, MissingAccountAddressError } from '../errors/transactions.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { evmWalletFoyer } from '../test/evmWalletProvider.js'
import { type ReceivedRequest, startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { activityQueryKey, activityQueryOptions } from './activityQueryOptions.js'
import { balanceQueryOptions } from './balanceQueryOptions.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  unmountAll()
  for (const server of servers.splice(0)) await server.close()
})

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = 'eip155:31337'

function transaction(id: string, minedAt: string, extra: Partial<Transaction> = {}): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: user,
      minedAt,
      chain: devnet,
    },
    transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { decimals: '18', numeric: '1' } }],
    ...extra,
  }
}

const pages: Record<string, { data: Transaction[]; next: string | null }> = {
  '': {
    data: [
      transaction('a', '2026-11-20T10:00:00.000Z'),
      transaction('spam', '2026-11-19T10:00:00.000Z', {
        transfers: [{ nft_info: { name: 'Spam', flags: { is_spam: true } } }],
      }),
      transaction('other', '2026-11-18T10:00:00.000Z', {
        metadata: { ...transaction('x', '2026-11-18').metadata, chain: 'eip155:1' },
      }),
    ],
    next: '2',
  },
  '2': { data: [transaction('b', '2025-03-02T10:00:00.000Z')], next: null },
}

async function setup(answer?: (request: ReceivedRequest) => { status?: number; body?: unknown }) {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
    if (answer) return answer(request)
    if (request.path.endsWith('/history')) return { body: pages[request.query.cursor ?? ''] }
    return { status: 404 }
  })
  servers.push(server)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url }, mounted: false })
  return { foyer, requests: server.requests }
}

describe('activityQueryOptions', () => {
  test('default: pages by cursor, filtered (all-spam and other chains removed)', async () => {
    const { foyer, requests } = await setup()
    const options = activityQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(true)
    expect(options.queryKey).toEqual(['foyer', 'activity', devnet, user])
    const first = await getQueryClient(foyer).fetchInfiniteQuery(options)
    expect(first.pages[0]?.data.map((item) => item.id)).toEqual(['a'])
    expect(first.pages[0]?.next).toBe('2')
    const both = await getQueryClient(foyer).fetchInfiniteQuery({
      ...options,
      pages: 2,
      staleTime: 0,
    })
    expect(both.pages.map((page) => page.data.map((item) => item.id))).toEqual([['a'], ['b']])
    expect(both.pages[1]?.next).toBeUndefined()
    const history = requests.filter((request) => request.path.endsWith('/history'))
    expect(history.map((request) => request.query.cursor)).toContain('2')
    expect(history[0]?.query.chainId).toBe(devnet)
  })

  test('parameters: disabled without a blockchain API, an address or a network', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(activityQueryOptions(foyer, { caipNetworkId: devnet, address: user }).enabled).toBe(
      false,
    )
    const { foyer: configured } = testFoyer({
      services: { blockchainApiUrl: 'http://127.0.0.1:1' },
      mounted: false,
    })
    expect(
      activityQueryOptions(configured, { caipNetworkId: devnet, address: undefined }).enabled,
    ).toBe(false)
    expect(
      activityQueryOptions(configured, { caipNetworkId: undefined, address: user }).enabled,
    ).toBe(false)
    expect(activityQueryKey({ caipNetworkId: undefined, address: undefined })).toEqual([
      'foyer',
      'activity',
      null,
      null,
    ])
  })

  test('behavior: no blockchain API gives an empty page', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const options = activityQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    const result = await getQueryClient(foyer).fetchInfiniteQuery(options)
    expect(result.pages).toEqual([{ data: [], next: undefined }])
  })

  test('error: without an account address', async () => {
    const { foyer } = await setup()
    const options = activityQueryOptions(foyer, { caipNetworkId: devnet, address: undefined })
    const failure = getQueryClient(foyer).fetchInfiniteQuery({ ...options, retry: false })
    await expect(failure).rejects.toBeInstanceOf(MissingAccountAddressError)
    await expect(failure).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })

  test('error: a failed page is FetchTransactionsError', async () => {
    const { foyer } = await setup(() => ({ status: 400, body: { error: 'no' } }))
    const options = activityQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    const failure = getQueryClient(foyer).fetchInfiniteQuery({ ...options, retry: false })
    await expect(failure).rejects.toBeInstanceOf(FetchTransactionsError)
    await expect(failure).rejects.toThrow('Failed to fetch transactions')
  })

  test('behavior: a sent transaction refreshes activity and balances, not other queries', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const { foyer } = evmWalletFoyer({ eth_sendTransaction: () => hash })
    await connect(foyer, { connector: 'test.evm' })
    const events: string[] = []
    foyer.emitter.subscribe((event) => events.push(event.type))
    const activity = activityQueryKey({ caipNetworkId: devnet, address: user })
    const balance = balanceQueryOptions(foyer, { network: null, address: user }).queryKey
    getQueryClient(foyer).setQueryData(activity, { pages: [], pageParams: [] })
    getQueryClient(foyer).setQueryData(['other'], 1)
    getQueryClient(foyer)
      .getQueryCache()
      .find({ queryKey: activity })
      ?.setOptions({
        queryKey: activity,
        meta: { refreshOnTransaction: true },
      })
    getQueryClient(foyer).setQueryData(balance, 1n)
    getQueryClient(foyer)
      .getQueryCache()
      .find({ queryKey: balance })
      ?.setOptions({
        queryKey: balance,
        meta: { refreshOnTransaction: true },
      })
    expect(await sendTransaction(foyer, { to: user, value: 1n })).toBe(hash)
    expect(events).toContain('transactionSent')
    expect(getQueryClient(foyer).getQueryState(activity)?.isInvalidated).toBe(true)
    expect(getQueryClient(foyer).getQueryState(balance)?.isInvalidated).toBe(true)
    expect(getQueryClient(foyer).getQueryState(['other'])?.isInvalidated).toBe(false)
  })
})
