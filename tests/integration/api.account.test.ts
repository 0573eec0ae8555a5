// The account part of the blockchain API through `@foyer/headless/api`, against the devstack's
// real routes (devstack/src/routes/blockchainApi.ts, history.ts, rpcProxy.ts): supported chains,
// balances, prices, activity and the project-scoped RPC proxy. Expectations come from the
// chain itself (viem reads) and from transfers this file makes with TEST_ACCOUNTS[2].
import {
  DEVSTACK_API_URL,
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_CHAINS,
  DEVSTACK_CONTRACTS,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_TOKENS,
  devstackChainA,
  NATIVE_PRICE_USD,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import { toNetwork } from '@foyer/headless'
import {
  createRpcTransport,
  getBalances,
  getSupportedChains,
  getTokenPrices,
  getTransactionHistory,
} from '@foyer/headless/api'
import { createPublicClient, formatEther, formatUnits, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  blockchainApi,
  CHAIN_A,
  chainA,
  ETH_A,
  FOY_A,
  FUSD_A,
  freshAccount,
  sendEth,
  sendToken,
  tokenBalanceOf,
} from './apiHelpers.js'

/** This file's only sender, so nothing else moves its balances while a test reads them. */
const sender = TEST_ACCOUNTS[2]
const CHAIN_B = `eip155:${DEVSTACK_CHAIN_B_ID}`
const [FUSD, FOY] = DEVSTACK_TOKENS

describe('supported chains: getSupportedChains and the gate', () => {
  test('behavior: the devstack serves its two chains and its Solana cluster over HTTP, none over websocket, swaps on both chains', async () => {
    const api = blockchainApi()
    expect(await getSupportedChains(api.http)).toEqual({
      http: [
        ...DEVSTACK_CHAINS.map((chain) => `eip155:${chain.id}`),
        DEVSTACK_SOLANA_CAIP_NETWORK_ID,
      ],
      ws: [],
      swaps: DEVSTACK_CHAINS.map((chain) => `eip155:${chain.id}`),
    })
    expect(await api.gate.isSupported(CHAIN_A)).toBe(true)
    expect(await api.gate.isSupported('eip155:1')).toBe(false)
    // A read on a network the API does not serve is empty without asking.
    expect(await getBalances(api, { address: sender.address, caipNetworkId: 'eip155:1' })).toEqual(
      [],
    )
  })
})

describe('balances and prices: getBalances, getTokenPrices', () => {
  test('behavior: a new account’s balances are exactly what was sent to it', async () => {
    const owner = freshAccount().address
    await sendEth(sender, owner, parseEther('1.5'))
    await sendToken(sender, DEVSTACK_CONTRACTS.usdToken, owner, parseUnits('250', 6))

    const balances = await getBalances(blockchainApi(), { address: owner, caipNetworkId: CHAIN_A })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN_A,
        value: 1.5 * NATIVE_PRICE_USD,
        price: NATIVE_PRICE_USD,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: expect.any(String),
      },
      {
        name: FUSD.name,
        symbol: FUSD.symbol,
        chainId: CHAIN_A,
        address: FUSD_A,
        value: 250 * FUSD.priceUsd,
        price: FUSD.priceUsd,
        quantity: { decimals: '6', numeric: '250' },
        iconUrl: expect.any(String),
      },
    ])
    // Nothing was sent on chain B: its native balance only, zero.
    const onB = await getBalances(blockchainApi(), { address: owner, caipNetworkId: CHAIN_B })
    expect(onB.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([['ETH', '0']])
  })

  test('behavior: a funded account’s balances match balanceOf on the chain', async () => {
    const api = blockchainApi()
    const balances = await getBalances(api, {
      address: sender.address,
      caipNetworkId: CHAIN_A,
      forceUpdate: true,
    })
    const [native, fusd, foy] = await Promise.all([
      chainA.getBalance({ address: sender.address }),
      tokenBalanceOf(DEVSTACK_CONTRACTS.usdToken, sender.address),
      tokenBalanceOf(DEVSTACK_CONTRACTS.token, sender.address),
    ])
    expect(fusd).toBeGreaterThan(0n)
    expect(foy).toBeGreaterThan(0n)
    const bySymbol = Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'FOY', 'FUSD'])
    expect(bySymbol.ETH?.quantity.numeric).toBe(formatEther(native))
    expect(bySymbol.FUSD?.quantity.numeric).toBe(formatUnits(fusd, FUSD.decimals))
    expect(bySymbol.FOY?.quantity.numeric).toBe(formatUnits(foy, FOY.decimals))
    expect(bySymbol.FOY?.address).toBe(FOY_A)
  })

  test('behavior: prices of the native coin and both tokens', async () => {
    const prices = await getTokenPrices(blockchainApi(), {
      caipNetworkId: CHAIN_A,
      addresses: [ETH_A, FUSD_A, FOY_A],
    })
    expect(prices.map(({ symbol, price }) => ({ symbol, price }))).toEqual([
      { symbol: 'ETH', price: NATIVE_PRICE_USD },
      { symbol: FUSD.symbol, price: FUSD.priceUsd },
      { symbol: FOY.symbol, price: FOY.priceUsd },
    ])
    for (const price of prices) expect(price.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\//)
  })
})

describe('activity: getTransactionHistory', () => {
  test('behavior: transfers made on the chain show as received, newest first', async () => {
    const owner = freshAccount().address
    const ethHash = await sendEth(sender, owner, parseEther('0.25'))
    const fusdHash = await sendToken(sender, DEVSTACK_CONTRACTS.usdToken, owner, parseUnits('7', 6))

    const page = await getTransactionHistory(blockchainApi(), {
      account: owner,
      caipNetworkId: CHAIN_A,
    })
    expect(page.next).toBeUndefined()
    expect(page.data.map((transaction) => transaction.id)).toEqual([fusdHash, ethHash])
    const [fusd, eth] = page.data
    for (const transaction of page.data) {
      expect(transaction.metadata).toEqual(
        expect.objectContaining({
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: sender.address,
          chain: CHAIN_A,
        }),
      )
      expect(Number.isNaN(Date.parse(transaction.metadata.minedAt))).toBe(false)
    }
    expect(eth?.metadata.sentTo).toBe(owner)
    expect(eth?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '0.25', decimals: '18' },
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    expect(fusd?.metadata.sentTo).toBe(DEVSTACK_CONTRACTS.usdToken)
    expect(fusd?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '7', decimals: '6' },
        fungible_info: expect.objectContaining({ symbol: FUSD.symbol }),
      }),
    ])

    // The sender sees the same transfer as sent.
    const sent = await getTransactionHistory(blockchainApi(), {
      account: sender.address,
      caipNetworkId: CHAIN_A,
    })
    const outgoing = sent.data.find((transaction) => transaction.id === fusdHash)
    expect(outgoing?.metadata.operationType).toBe('send')
    expect(outgoing?.transfers[0]?.direction).toBe('out')

    // Nothing happened on chain B.
    const onB = await getTransactionHistory(blockchainApi(), {
      account: owner,
      caipNetworkId: CHAIN_B,
    })
    expect(onB).toEqual({ data: [], next: undefined })
  })

  test('behavior: pages of 20 follow the cursor to the end, none repeated', async () => {
    const owner = freshAccount().address
    const hashes = []
    for (let index = 1; index <= 21; index++)
      hashes.push(await sendEth(sender, owner, BigInt(index)))

    const api = blockchainApi()
    const first = await getTransactionHistory(api, { account: owner, caipNetworkId: CHAIN_A })
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await getTransactionHistory(api, {
      account: owner,
      caipNetworkId: CHAIN_A,
      cursor: first.next,
    })
    expect(second.next).toBeUndefined()
    expect([...first.data, ...second.data].map((transaction) => transaction.id)).toEqual(
      hashes.reverse(),
    )
  })
})

describe('RPC proxy: createRpcTransport', () => {
  // Nothing listens on port 1: only the project-scoped proxy can answer.
  const broken = toNetwork({
    ...devstackChainA,
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

  test.each([false, true])(
    'behavior: reads go through the proxy when the network’s own RPC is down (batch %s)',
    async (batch) => {
      const client = createPublicClient({
        chain: devstackChainA,
        transport: createRpcTransport(broken, {
          blockchainApiUrl: DEVSTACK_API_URL,
          projectId: 'foyer-integration',
          batch,
        }),
      })
      const [balance, blockNumber] = await Promise.all([
        client.getBalance({ address: sender.address }),
        client.getBlockNumber({ cacheTime: 0 }),
      ])
      expect(balance).toBe(await chainA.getBalance({ address: sender.address }))
      expect(blockNumber).toBeGreaterThan(0n)
      expect(await client.getChainId()).toBe(devstackChainA.id)
    },
  )

  test('error: without the blockchain API the broken network cannot be read', async () => {
    const client = createPublicClient({
      chain: devstackChainA,
      transport: createRpcTransport(broken, {}),
    })
    await expect(client.getBlockNumber()).rejects.toThrow()
  })
})
