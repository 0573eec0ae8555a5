// @vitest-environment node
import { describe, expect, test } from 'vitest'
import {
  DEVSTACK_CONTRACTS,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  NATIVE_TOKEN_ADDRESS,
  TEST_ACCOUNTS,
} from '../config.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

const holder = TEST_ACCOUNTS[2].address

describe('GET /v1/supported-chains', () => {
  test('default', async () => {
    expect((await http(`${stack.api}/v1/supported-chains`)).body).toEqual({
      http: ['eip155:31337', 'eip155:31338', DEVSTACK_SOLANA_CAIP_NETWORK_ID],
      ws: [],
      swaps: ['eip155:31337', 'eip155:31338'],
    })
  })
})

describe('GET /v1/account/{address}/balance', () => {
  test('default: native and token balances from the chain, with USD prices', async () => {
    const { status, body } = await http(
      `${stack.api}/v1/account/${holder}/balance?currency=usd&chainId=eip155:31337&projectId=test`,
    )
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: `${stack.api}/public/getTokenImage/ETH`,
      },
      {
        name: 'Foyer USD',
        symbol: 'FUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DEVSTACK_CONTRACTS.usdToken}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: `${stack.api}/public/getTokenImage/FUSD`,
      },
      {
        name: 'Foyer Token',
        symbol: 'FOY',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DEVSTACK_CONTRACTS.token}`,
        value: 1500,
        price: 1.5,
        quantity: { decimals: '18', numeric: '1000' },
        iconUrl: `${stack.api}/public/getTokenImage/FOY`,
      },
    ])
  })

  test('parameters: chainId omitted lists both chains; CAIP-10 address accepted', async () => {
    const { body } = await http(
      `${stack.api}/v1/account/eip155:31338:${holder}/balance?currency=usd`,
    )
    expect(
      body.balances.map((b: { chainId: string; symbol: string }) => `${b.chainId} ${b.symbol}`),
    ).toEqual([
      'eip155:31337 ETH',
      'eip155:31337 FUSD',
      'eip155:31337 FOY',
      'eip155:31338 ETH',
      'eip155:31338 FUSD',
      'eip155:31338 FOY',
    ])
  })

  test('behavior: zero token balances are left out, the native one stays', async () => {
    const empty = '0x000000000000000000000000000000000000dEaD'
    const { body } = await http(
      `${stack.api}/v1/account/${empty}/balance?currency=usd&chainId=eip155:31337`,
    )
    expect(body.balances).toHaveLength(1)
    expect(body.balances[0]).toMatchObject({ symbol: 'ETH', value: 0, quantity: { numeric: '0' } })
  })

  test('behavior: unsupported chain gives an empty list', async () => {
    const { status, body } = await http(
      `${stack.api}/v1/account/${holder}/balance?currency=usd&chainId=eip155:1`,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [] })
  })

  test('error: invalid address, unsupported currency', async () => {
    expect((await http(`${stack.api}/v1/account/0x123/balance?currency=usd`)).status).toBe(400)
    expect((await http(`${stack.api}/v1/account/${holder}/balance?currency=eur`)).status).toBe(400)
  })
})

describe('POST /v1/fungible/price', () => {
  test('default: prices from the price table', async () => {
    const { status, body } = await http(`${stack.api}/v1/fungible/price`, {
      body: {
        currency: 'usd',
        projectId: 'test',
        addresses: [
          `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
          `eip155:31337:${DEVSTACK_CONTRACTS.token}`,
          'eip155:31337:0x0000000000000000000000000000000000000001',
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: `${stack.api}/public/getTokenImage/ETH`,
        price: 3000,
      },
      {
        name: 'Foyer Token',
        symbol: 'FOY',
        iconUrl: `${stack.api}/public/getTokenImage/FOY`,
        price: 1.5,
      },
    ])
  })

  test('error: body without addresses', async () => {
    expect(
      (await http(`${stack.api}/v1/fungible/price`, { body: { currency: 'usd' } })).status,
    ).toBe(400)
  })
})
