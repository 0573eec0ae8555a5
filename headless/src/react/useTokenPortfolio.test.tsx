// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { tokenPricesQueryKey, tokenPricesQueryOptions } from '../query/tokenPricesQueryOptions.js'
import { startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useTokenPortfolio } from './useTokenPortfolio.js'

afterEach(cleanup)
const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  unmountAll()
  for (const server of servers.splice(0)) await server.close()
})

const devnet = 'eip155:31337'
const fusd = `${devnet}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const native = `${devnet}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
// Balances as a wallet's own asset list gives them: no price, no value.
const balances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: devnet,
    quantity: { decimals: '18', numeric: '2.5' },
    iconUrl: '',
  },
  {
    name: 'Foyer USD',
    symbol: 'FUSD',
    chainId: devnet,
    address: fusd,
    quantity: { decimals: '6', numeric: '10.005' },
    iconUrl: '',
  },
]

async function setup(priceStatus = 200) {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
    if (request.path.endsWith('/balance')) return { body: { balances } }
    if (request.path === '/v1/fungible/price') {
      if (priceStatus !== 200) return { status: priceStatus, body: {} }
      return {
        body: {
          fungibles: [
            { name: 'Foyer USD', symbol: 'FUSD', iconUrl: '', price: 1 },
            { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
          ],
        },
      }
    }
    return { status: 404 }
  })
  servers.push(server)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
  await connect(foyer, { connector: 'test.fake' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  const priceCalls = () => server.requests.filter((item) => item.path === '/v1/fungible/price')
  return { foyer, priceCalls, ...renderHook(() => useTokenPortfolio(), { wrapper }) }
}

describe('useTokenPortfolio', () => {
  test('default: unpriced balances get USD values from the price API, and a total', async () => {
    const { result, priceCalls } = await setup()
    await waitFor(() => expect(result.current.totalValue).toBeDefined())
    expect(result.current.data?.map((token) => [token.symbol, token.price, token.value])).toEqual([
      ['ETH', 3000, 7500],
      ['FUSD', 1, 10.01],
    ])
    expect(result.current.totalValue).toBe(7510.01)
    expect(result.current.isPricing).toBe(false)
    expect(priceCalls()).toHaveLength(1)
    expect(priceCalls()[0]?.body).toMatchObject({ currency: 'usd', addresses: [fusd, native] })
  })

  test('error: a failed price call leaves the balances, without values or total', async () => {
    const { result, priceCalls } = await setup(400)
    await waitFor(() => expect(priceCalls().length).toBeGreaterThan(0))
    await waitFor(() => expect(result.current.isPricing).toBe(false))
    expect(result.current.status).toBe('success')
    expect(result.current.data?.map((token) => token.value)).toEqual([undefined, undefined])
    expect(result.current.totalValue).toBeUndefined()
  })
})

describe('tokenPricesQueryOptions', () => {
  test('parameters: disabled without a network, addresses or a blockchain API; bad ones throw', async () => {
    const { foyer } = await setup()
    expect(
      tokenPricesQueryOptions(foyer, { caipNetworkId: devnet, addresses: [fusd] }).enabled,
    ).toBe(true)
    expect(
      tokenPricesQueryOptions(foyer, { caipNetworkId: undefined, addresses: [fusd] }).enabled,
    ).toBe(false)
    expect(tokenPricesQueryOptions(foyer, { caipNetworkId: devnet, addresses: [] }).enabled).toBe(
      false,
    )
    const { foyer: local } = testFoyer({ mounted: false })
    expect(
      tokenPricesQueryOptions(local, { caipNetworkId: devnet, addresses: [fusd] }).enabled,
    ).toBe(false)
    expect(tokenPricesQueryKey({ caipNetworkId: devnet, addresses: [fusd] })).toEqual([
      'foyer',
      'tokenPrices',
      devnet,
      [fusd],
    ])
    expect(() =>
      tokenPricesQueryOptions(foyer, { caipNetworkId: devnet, addresses: 'x' as never }),
    ).toThrow(/addresses/)
  })
})
