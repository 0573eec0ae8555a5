import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { evmAdapter } from '../adapters/evm.js'
import type { EvmGetTokenBalancesParameters } from '../adapters/evmParameters.js'
import { WALLET_ASSETS_TIMEOUT_MS } from '../constants/index.js'
import { TokenBalanceUnavailableError } from '../errors/transactions.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { evmWalletFoyer } from '../test/evmWalletProvider.js'
import { startTestServer, type TestResponse } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { tokenBalancesQueryKey, tokenBalancesQueryOptions } from './tokenBalancesQueryOptions.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  unmountAll()
  for (const server of servers.splice(0)) await server.close()
})

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = 'eip155:31337'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: devnet,
  value: 2000,
  price: 1000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}

async function api(balance: () => TestResponse) {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
    if (request.path.endsWith('/balance')) return balance()
    return { status: 404 }
  })
  servers.push(server)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url }, mounted: false })
  const balanceCalls = () => server.requests.filter((item) => item.path.endsWith('/balance'))
  return { foyer, balanceCalls }
}

describe('tokenBalancesQueryOptions', () => {
  test('default: the blockchain API, decimals 0 dropped, price and value kept', async () => {
    const nft = { ...native, name: 'Badge', symbol: 'B', quantity: { decimals: '0', numeric: '1' } }
    const { foyer, balanceCalls } = await api(() => ({ body: { balances: [native, nft] } }))
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(true)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual([native])
    expect(balanceCalls()[0]?.query).toMatchObject({ currency: 'usd', chainId: devnet })
  })

  test('error: a failure is Token Balance Unavailable, not retried for 30 s', async () => {
    const { foyer, balanceCalls } = await api(() => ({ status: 400, body: {} }))
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    const first = getQueryClient(foyer).fetchQuery(options)
    await expect(first).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    await expect(first).rejects.toThrow('Token Balance Unavailable')
    expect(balanceCalls()).toHaveLength(1)
    // SPEC §8: the failure shows the toast, once.
    const toasts = () => foyer.store.get(toastQueueAtom).visible.map((toast) => toast.message)
    expect(toasts()).toEqual(['Token Balance Unavailable'])
    await expect(getQueryClient(foyer).fetchQuery(options)).rejects.toBeInstanceOf(
      TokenBalanceUnavailableError,
    )
    expect(balanceCalls()).toHaveLength(1)
    expect(toasts()).toEqual(['Token Balance Unavailable'])
    // 30 s later the next fetch asks again.
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 30_001)
    await expect(getQueryClient(foyer).fetchQuery(options)).rejects.toThrow()
    expect(balanceCalls()).toHaveLength(2)
    clock.mockRestore()
  })

  test('behavior: local-first, the chain through the adapter with the host-listed tokens', async () => {
    const asked: EvmGetTokenBalancesParameters[] = []
    const adapter = {
      ...evmAdapter(),
      getTokenBalances: async (parameters: EvmGetTokenBalancesParameters) => {
        asked.push(parameters)
        return [
          { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 1_500_000_000_000_000_000n },
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            decimals: 6,
            address: token,
            balance: 10_000_000_000n,
          },
          { name: 'Odd', symbol: 'ODD', decimals: 0, address: token, balance: 3n },
        ]
      },
    }
    const { foyer } = testFoyer({
      adapters: [adapter],
      tokens: { [devnet]: [token] },
      mounted: false,
    })
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(true)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: devnet,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: '',
      },
      {
        name: 'Foyer USD',
        symbol: 'FUSD',
        chainId: devnet,
        address: token,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: '',
      },
    ])
    expect(asked[0]).toMatchObject({ address: user, tokens: [token] })
    expect(asked[0]?.network.caipNetworkId).toBe(devnet)
  })

  test('error: local-first, a failed chain read is Token Balance Unavailable', async () => {
    const adapter = {
      ...evmAdapter(),
      getTokenBalances: async () => {
        throw new Error('HTTP request failed.')
      },
    }
    const { foyer } = testFoyer({ adapters: [adapter], mounted: false })
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    await expect(getQueryClient(foyer).fetchQuery(options)).rejects.toBeInstanceOf(
      TokenBalanceUnavailableError,
    )
  })

  test('parameters: disabled without an address, a listed network or an EVM adapter', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(
      tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: undefined }).enabled,
    ).toBe(false)
    expect(
      tokenBalancesQueryOptions(foyer, { caipNetworkId: 'eip155:10', address: user }).enabled,
    ).toBe(false)
    const { foyer: bare } = testFoyer({ adapters: [], mounted: false })
    expect(tokenBalancesQueryOptions(bare, { caipNetworkId: devnet, address: user }).enabled).toBe(
      false,
    )
    expect(tokenBalancesQueryKey({ caipNetworkId: devnet, address: user })).toEqual([
      'foyer',
      'tokenBalances',
      devnet,
      user,
    ])
  })

  test('behavior: a wallet with asset discovery answers first (wallet_getAssets)', async () => {
    const { foyer } = evmWalletFoyer({
      wallet_getCapabilities: () => ({ '0x7a69': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => ({
        '0x7a69': [
          {
            address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            balance: '0xde0b6b3a7640000',
            type: 'native',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, value: 3000 },
          },
        ],
      }),
    })
    await connect(foyer, { connector: 'test.evm' })
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    const balances = await getQueryClient(foyer).fetchQuery(options)
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: devnet,
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
      },
    ])
  })
})

test('behavior: a wallet that never answers its asset probe does not hold the list: after 3 s the chain answers', async () => {
  const probes: string[] = []
  const adapter = {
    ...evmAdapter(),
    getTokenBalances: async () => [
      { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 2_000_000_000_000_000_000n },
    ],
  }
  const { foyer } = evmWalletFoyer(
    {
      wallet_getCapabilities: () => {
        probes.push('wallet_getCapabilities')
        return new Promise(() => {})
      },
    },
    { adapters: [adapter] },
  )
  await connect(foyer, { connector: 'test.evm' })
  // Only the timers: the wallet's code loads with import() first, on real macrotasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const settled = vi.fn()
    const options = tokenBalancesQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    const balances = getQueryClient(foyer)
      .fetchQuery(options)
      .then((value) => {
        settled()
        return value
      })
    while (probes.length === 0) await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(WALLET_ASSETS_TIMEOUT_MS - 1)
    expect(probes).toEqual(['wallet_getCapabilities'])
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect((await balances).map((item) => [item.symbol, item.quantity.numeric])).toEqual([
      ['ETH', '2'],
    ])
  } finally {
    vi.useRealTimers()
  }
})
