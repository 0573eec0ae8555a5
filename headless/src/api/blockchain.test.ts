import { afterEach, describe, expect, test } from 'vitest'
import { HttpStatusError } from '../errors/api.js'
import {
  GasPriceNetworkNotSupportedError,
  SwapNetworkNotSupportedError,
  UnsupportedChainError,
} from '../errors/chain.js'
import { type ReceivedRequest, startTestServer, type TestResponse } from '../test/httpServer.js'
import { type BlockchainApi, createBlockchainApi } from './blockchainApi.js'
import { buildApproveTransaction } from './buildApproveTransaction.js'
import { buildMeldUrl } from './buildMeldUrl.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { createHttpClient } from './createHttpClient.js'
import { createSupportedChainsGate } from './createSupportedChainsGate.js'
import { filterTransactions } from './filterTransactions.js'
import { generateOnrampUrl } from './generateOnrampUrl.js'
import { getBalances } from './getBalances.js'
import { getGasPrice } from './getGasPrice.js'
import { getIdentity } from './getIdentity.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getOnrampOptions, sampleOnrampOptions } from './getOnrampOptions.js'
import { getOnrampQuote, placeholderOnrampQuote } from './getOnrampQuote.js'
import { getSession } from './getSession.js'
import { getSwapAllowance } from './getSwapAllowance.js'
import { getSwapQuotes } from './getSwapQuotes.js'
import { getSwapTokens } from './getSwapTokens.js'
import { getTokenPrices } from './getTokenPrices.js'
import { getTransactionHistory } from './getTransactionHistory.js'
import { lookupName } from './lookupName.js'
import { nameRegistrationMessage, registerName } from './registerName.js'
import { reverseLookupNames } from './reverseLookupNames.js'
import { revokeSession } from './revokeSession.js'
import type { Transaction } from './types.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const supported = 'eip155:1'
const unsupported = 'eip155:56'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function blockchain(
  routes: Record<string, (request: ReceivedRequest) => TestResponse> = {},
): Promise<{ api: BlockchainApi; requests: ReceivedRequest[] }> {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains')
      return { body: { http: [supported], ws: ['eip155:1'] } }
    return routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404 }
  })
  servers.push(server)
  const http = createHttpClient({
    baseUrl: server.url,
    query: { projectId: 'p1' },
    retryDelay: 1,
  })
  return { api: createBlockchainApi(http, 'p1'), requests: server.requests }
}

const paths = (requests: ReceivedRequest[]) =>
  requests.filter((request) => request.path !== '/v1/supported-chains')

describe('supported-chains gate', () => {
  test('behavior: fetched once; a network missing from it is unsupported', async () => {
    const { api, requests } = await blockchain()
    expect(await api.gate.isSupported(supported)).toBe(true)
    expect(await api.gate.isSupported(unsupported)).toBe(false)
    expect(await api.gate.isSupported(undefined)).toBe(false)
    expect(await api.gate.load()).toEqual({ http: [supported], ws: ['eip155:1'] })
    expect(requests.filter((r) => r.path === '/v1/supported-chains')).toHaveLength(1)
  })
  test('behavior: a failed fetch makes every network unsupported, and is not kept', async () => {
    const server = await startTestServer(() => ({ status: 404 }))
    servers.push(server)
    const gate = createSupportedChainsGate(createHttpClient({ baseUrl: server.url }))
    expect(await gate.isSupported(supported)).toBe(false)
    expect(await gate.isSupported(supported)).toBe(false)
    // Each call asks again (see supportedChains.test.ts): a failure is not cached for the
    // instance's life.
    expect(server.requests).toHaveLength(2)
  })
  test('behavior: with no blockchain API nothing is fetched and nothing is supported', async () => {
    const gate = createSupportedChainsGate(undefined)
    expect(await gate.isSupported(supported)).toBe(false)
  })
  test('behavior: odd answers read as empty lists', async () => {
    const server = await startTestServer(() => ({ body: { http: 'x' } }))
    servers.push(server)
    const gate = createSupportedChainsGate(createHttpClient({ baseUrl: server.url }))
    expect(await gate.load()).toEqual({ http: [], ws: [] })
  })
})

describe('unsupported networks', () => {
  test('behavior: reads give empty results, allowance 0; nothing is fetched', async () => {
    const { api, requests } = await blockchain()
    const base = { caipNetworkId: unsupported }
    expect(await getIdentity(api, { ...base, address: user })).toEqual({
      name: null,
      avatar: null,
    })
    expect(await getTransactionHistory(api, { ...base, account: user })).toEqual({
      data: [],
      next: undefined,
    })
    expect(await getSwapTokens(api, base)).toEqual([])
    expect(await getTokenPrices(api, { ...base, addresses: ['x'] })).toEqual([])
    expect(await getSwapAllowance(api, { ...base, tokenAddress: 't', userAddress: user })).toBe('0')
    expect(await getBalances(api, { ...base, address: user })).toEqual([])
    expect(await lookupName(api, { ...base, name: 'ada' })).toBeUndefined()
    expect(await reverseLookupNames(api, { ...base, address: user })).toEqual([])
    expect(await getNameSuggestions(api, { ...base, name: 'ada' })).toEqual([])
    expect(paths(requests)).toEqual([])
  })
  test('error: gas price, swap and approve calls throw', async () => {
    const { api } = await blockchain()
    const base = { caipNetworkId: unsupported }
    await expect(getGasPrice(api, base)).rejects.toThrowError(GasPriceNetworkNotSupportedError)
    await expect(
      getSwapQuotes(api, {
        ...base,
        amount: '1',
        userAddress: user,
        from: 'a',
        to: 'b',
        gasPrice: '1',
      }),
    ).rejects.toThrowError(SwapNetworkNotSupportedError)
    await expect(
      buildSwapTransaction(api, { ...base, amount: '1', userAddress: user, from: 'a', to: 'b' }),
    ).rejects.toThrowError(SwapNetworkNotSupportedError)
    await expect(
      buildApproveTransaction(api, { ...base, userAddress: user, from: 'a', to: 'b' }),
    ).rejects.toThrowError(SwapNetworkNotSupportedError)
    await expect(
      registerName(api, { ...base, chainId: 56, address: user, message: 'm', signature: '0x' }),
    ).rejects.toThrowError(UnsupportedChainError)
  })
})

describe('supported networks', () => {
  test('default: identity with sender', async () => {
    const { api, requests } = await blockchain({
      [`GET /v1/identity/${user}`]: () => ({ body: { name: 'ada.eth', avatar: 'a.png' } }),
    })
    expect(
      await getIdentity(api, { caipNetworkId: supported, address: user, sender: user }),
    ).toEqual({ name: 'ada.eth', avatar: 'a.png' })
    expect(paths(requests)[0]?.query).toEqual({ projectId: 'p1', sender: user })
  })

  test('default: history with cursor, onramp and chainId; no-cache for coinbase; filtered', async () => {
    const tx = (id: string, chain: string, spam = false): Transaction => ({
      id,
      metadata: {
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: 'a',
        sentTo: 'b',
        minedAt: '2024-01-01T00:00:00Z',
        chain,
      },
      transfers: [{ nft_info: { flags: { is_spam: spam } } }],
    })
    const { api, requests } = await blockchain({
      [`GET /v1/account/${user}/history`]: () => ({
        body: {
          data: [tx('a', supported), tx('b', 'eip155:10'), tx('c', supported, true)],
          next: 'n2',
        },
      }),
    })
    const page = await getTransactionHistory(api, {
      caipNetworkId: supported,
      account: user,
      cursor: 'n1',
      onramp: 'coinbase',
    })
    expect(page.data.map((item) => item.id)).toEqual(['a'])
    expect(page.next).toBe('n2')
    const [request] = paths(requests)
    expect(request?.query).toEqual({
      projectId: 'p1',
      cursor: 'n1',
      onramp: 'coinbase',
      chainId: supported,
    })
    expect(request?.headers['cache-control']).toBe('no-cache')
  })

  test('default: swap quotes, tokens, prices, allowance and gas price', async () => {
    const { api, requests } = await blockchain({
      'GET /v1/convert/quotes': () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '2' }] } }),
      'GET /v1/convert/tokens': () => ({ body: { tokens: [{ symbol: 'USDC' }] } }),
      'POST /v1/fungible/price': () => ({ body: { fungibles: [{ symbol: 'ETH', price: 1 }] } }),
      'GET /v1/convert/allowance': () => ({ body: { allowance: '42' } }),
      'GET /v1/convert/gas-price': () => ({
        body: { standard: '1', fast: '2', instant: '3' },
      }),
    })
    const quote = { amount: '1', userAddress: user, from: 'f', to: 't', gasPrice: '9' }
    expect(await getSwapQuotes(api, { caipNetworkId: supported, ...quote })).toEqual([
      { fromAmount: '1', toAmount: '2' },
    ])
    expect(await getSwapTokens(api, { caipNetworkId: supported })).toEqual([{ symbol: 'USDC' }])
    expect(
      await getTokenPrices(api, { caipNetworkId: supported, addresses: ['eip155:1:0xa'] }),
    ).toEqual([{ symbol: 'ETH', price: 1 }])
    expect(
      await getSwapAllowance(api, {
        caipNetworkId: supported,
        tokenAddress: 't',
        userAddress: user,
      }),
    ).toBe('42')
    expect(await getGasPrice(api, { caipNetworkId: supported })).toEqual({
      standard: '1',
      fast: '2',
      instant: '3',
    })
    const [quotes, tokens, prices, allowance, gas] = paths(requests)
    expect(quotes?.query).toEqual({ projectId: 'p1', ...quote })
    expect(tokens?.query.chainId).toBe(supported)
    expect(prices?.body).toEqual({ currency: 'usd', addresses: ['eip155:1:0xa'], projectId: 'p1' })
    expect(allowance?.query).toMatchObject({ tokenAddress: 't', userAddress: user })
    expect(gas?.query.chainId).toBe(supported)
  })

  test('default: build transaction and build approve', async () => {
    const tx = { data: '0x12', to: '0xrouter' }
    const { api, requests } = await blockchain({
      'POST /v1/convert/build-transaction': () => ({ body: { tx } }),
      'GET /v1/convert/build-approve': () => ({ body: { tx } }),
    })
    expect(
      await buildSwapTransaction(api, {
        caipNetworkId: supported,
        amount: '5',
        from: 'f',
        to: 't',
        userAddress: user,
      }),
    ).toEqual(tx)
    expect(
      await buildApproveTransaction(api, {
        caipNetworkId: supported,
        userAddress: user,
        from: 'f',
        to: 't',
      }),
    ).toEqual(tx)
    const [build, approve] = paths(requests)
    expect(build?.body).toEqual({
      amount: '5',
      eip155: { slippage: '1' },
      projectId: 'p1',
      from: 'f',
      to: 't',
      userAddress: user,
      disableEstimate: false,
    })
    expect(approve?.query).toMatchObject({ userAddress: user, from: 'f', to: 't' })
  })

  test('default: balances in usd by chainId; decimals 0 filtered out', async () => {
    const token = (symbol: string, decimals: string) => ({
      symbol,
      quantity: { decimals, numeric: '1' },
    })
    const { api, requests } = await blockchain({
      [`GET /v1/account/${user}/balance`]: () => ({
        body: { balances: [token('ETH', '18'), token('NFT', '0')] },
      }),
    })
    const balances = await getBalances(api, {
      caipNetworkId: supported,
      address: user,
      forceUpdate: true,
    })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(paths(requests)[0]?.query).toEqual({
      projectId: 'p1',
      currency: 'usd',
      chainId: supported,
      forceUpdate: 'true',
    })
  })

  test('default: names lookup, reverse, suggestions and registration', async () => {
    const record = { name: 'ada.reown.id', addresses: {} }
    const { api, requests } = await blockchain({
      'GET /v1/profile/account/ada.reown.id': () => ({ body: record }),
      [`GET /v1/profile/reverse/${user}`]: () => ({ body: [record] }),
      'GET /v1/profile/suggestions/ada': () => ({
        body: { suggestions: [{ name: 'ada1.reown.id', registered: false }] },
      }),
      'POST /v1/profile/account': () => ({ body: record }),
    })
    const base = { caipNetworkId: supported }
    expect(await lookupName(api, { ...base, name: 'ada.reown.id' })).toEqual(record)
    expect(await reverseLookupNames(api, { ...base, address: user, sender: user })).toEqual([
      record,
    ])
    expect(await getNameSuggestions(api, { ...base, name: 'ada' })).toEqual([
      { name: 'ada1.reown.id', registered: false },
    ])
    const message = nameRegistrationMessage('ada.reown.id', 1_700_000_000_999)
    expect(JSON.parse(message)).toEqual({
      name: 'ada.reown.id',
      attributes: {},
      timestamp: 1_700_000_000,
    })
    expect(
      await registerName(api, { ...base, chainId: 1, address: user, message, signature: '0xsig' }),
    ).toEqual(record)
    const [lookup, reverse, suggestions, register] = paths(requests)
    expect(lookup?.query.apiVersion).toBe('2')
    expect(reverse?.query).toMatchObject({ sender: user, apiVersion: '2' })
    expect(suggestions?.query.zone).toBe('reown.id')
    expect(register?.body).toEqual({
      coin_type: 2_147_483_649,
      address: user,
      message,
      signature: '0xsig',
    })
  })

  test('error: HTTP failures of reads throw', async () => {
    const { api } = await blockchain({
      [`GET /v1/account/${user}/history`]: () => ({ status: 500 }),
    })
    await expect(
      getTransactionHistory(api, { caipNetworkId: supported, account: user }),
    ).rejects.toThrowError(HttpStatusError)
  })

  test('behavior: odd answers read as empty', async () => {
    const { api } = await blockchain({
      [`GET /v1/identity/${user}`]: () => ({ body: {} }),
      [`GET /v1/account/${user}/history`]: () => ({ body: {} }),
      'GET /v1/convert/quotes': () => ({ body: {} }),
      'GET /v1/convert/tokens': () => ({ body: {} }),
      'POST /v1/fungible/price': () => ({ body: {} }),
      'GET /v1/convert/allowance': () => ({ body: {} }),
      [`GET /v1/account/${user}/balance`]: () => ({ body: {} }),
      [`GET /v1/profile/reverse/${user}`]: () => ({ body: {} }),
      'GET /v1/profile/suggestions/ada': () => ({ body: {} }),
    })
    const base = { caipNetworkId: supported }
    expect(await getIdentity(api, { ...base, address: user })).toEqual({ name: null, avatar: null })
    expect(await getTransactionHistory(api, { ...base, account: user })).toEqual({
      data: [],
      next: undefined,
    })
    expect(
      await getSwapQuotes(api, {
        ...base,
        amount: '1',
        userAddress: user,
        from: 'a',
        to: 'b',
        gasPrice: '1',
      }),
    ).toEqual([])
    expect(await getSwapTokens(api, base)).toEqual([])
    expect(await getTokenPrices(api, { ...base, addresses: [] })).toEqual([])
    expect(await getSwapAllowance(api, { ...base, tokenAddress: 't', userAddress: user })).toBe('0')
    expect(await getBalances(api, { ...base, address: user })).toEqual([])
    expect(await reverseLookupNames(api, { ...base, address: user })).toEqual([])
    expect(await getNameSuggestions(api, { ...base, name: 'ada' })).toEqual([])
  })
})

describe('onramp', () => {
  const purchaseCurrency = { id: 'USDC', symbol: 'USDC' }
  const paymentCurrency = { id: 'USD' }
  test('default: onramp URL with defaultExperience buy', async () => {
    const { api, requests } = await blockchain({
      'POST /v1/generators/onrampurl': () => ({ body: { url: 'http://127.0.0.1/buy' } }),
    })
    const parameters = {
      destinationWallets: [{ address: user, blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: user,
      presetCryptoAmount: 1,
      presetFiatAmount: 10,
    }
    expect(await generateOnrampUrl(api, parameters)).toBe('http://127.0.0.1/buy')
    expect(paths(requests)[0]?.body).toEqual({ ...parameters, defaultExperience: 'buy' })
  })
  test('default: options and quote', async () => {
    const options = {
      purchaseCurrencies: [],
      paymentCurrencies: [{ id: 'EUR', payment_method_limits: [] }],
    }
    const quote = placeholderOnrampQuote({ purchaseCurrency, paymentCurrency, amount: 5 })
    const { api, requests } = await blockchain({
      'GET /v1/onramp/options': () => ({ body: options }),
      'POST /v1/onramp/quote': () => ({ body: { ...quote, quoteId: 'q1' } }),
    })
    expect(await getOnrampOptions(api)).toEqual(options)
    expect(
      (
        await getOnrampQuote(api, {
          purchaseCurrency,
          paymentCurrency,
          amount: 25,
          network: 'base',
        })
      ).quoteId,
    ).toBe('q1')
    expect(paths(requests)[1]?.body).toEqual({
      purchaseCurrency,
      paymentCurrency,
      amount: '25',
      network: 'base',
    })
  })
  test('behavior: an options failure returns the built-in sample list', async () => {
    const { api } = await blockchain({ 'GET /v1/onramp/options': () => ({ status: 400 }) })
    const sample = await getOnrampOptions(api)
    expect(sample).toEqual(sampleOnrampOptions())
    expect(sample.purchaseCurrencies[0]?.networks.map((network) => network.display_name)).toEqual([
      'Ethereum',
      'Polygon',
    ])
    expect(sample.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
    const { api: odd } = await blockchain({ 'GET /v1/onramp/options': () => ({ body: {} }) })
    expect(await getOnrampOptions(odd)).toEqual(sampleOnrampOptions())
  })
  test('behavior: a quote failure returns a placeholder quote', async () => {
    const { api } = await blockchain({ 'POST /v1/onramp/quote': () => ({ status: 400 }) })
    const quote = await getOnrampQuote(api, { purchaseCurrency, paymentCurrency, amount: 25 })
    expect(quote).toEqual(placeholderOnrampQuote({ purchaseCurrency, paymentCurrency, amount: 25 }))
    expect(quote.purchaseAmount).toEqual({ amount: '25', currency: 'USDC' })
    const { api: odd } = await blockchain({ 'POST /v1/onramp/quote': () => ({ body: {} }) })
    expect(
      (await getOnrampQuote(odd, { purchaseCurrency, paymentCurrency, amount: 1 })).quoteId,
    ).toBe('placeholder')
  })
  test('behavior: the Meld link carries public key, currency, address and customer id', () => {
    const evm = new URL(
      buildMeldUrl({
        url: 'https://meld.test/buy?x=1',
        publicKey: 'pk',
        chainNamespace: 'eip155',
        address: user,
        projectId: 'p1',
      }),
    )
    expect(Object.fromEntries(evm.searchParams)).toEqual({
      x: '1',
      publicKey: 'pk',
      destinationCurrencyCode: 'USDC',
      walletAddress: user,
      externalCustomerId: 'p1',
    })
    const solana = buildMeldUrl({
      url: 'https://meld.test/buy',
      publicKey: 'pk',
      chainNamespace: 'solana',
      address: 'So1',
      projectId: 'p1',
    })
    expect(new URL(solana).searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })
})

describe('sessions', () => {
  test('default: get and revoke a session', async () => {
    const { api, requests } = await blockchain({
      'GET /v1/sessions/s1': () => ({ body: { pcis: [{ pci: 'pci', revoked: false }] } }),
      'POST /v1/sessions/s1/revoke': () => ({ body: {} }),
    })
    expect(await getSession(api, { id: 's1' })).toEqual({
      pcis: [{ pci: 'pci', revoked: false }],
    })
    await revokeSession(api, { id: 's1', pci: 'pci', signature: '0xsig' })
    expect(paths(requests)[1]?.body).toEqual({ pci: 'pci', signature: '0xsig' })
  })

  test('behavior: an answer without a session list reads as none', async () => {
    const { api } = await blockchain({ 'GET /v1/sessions/s2': () => ({ body: {} }) })
    expect(await getSession(api, { id: 's2' })).toEqual({ pcis: [] })
  })
})

describe('POSTs that change server state are not retried blindly', () => {
  const base = { caipNetworkId: supported }
  const onramp = { destinationWallets: [{ address: user }], partnerUserId: user }
  test.each([
    [
      'registerName',
      'POST /v1/profile/account',
      (api: BlockchainApi) =>
        registerName(api, { ...base, chainId: 1, address: user, message: 'm', signature: '0x' }),
    ],
    [
      'revokeSession',
      'POST /v1/sessions/s1/revoke',
      (api: BlockchainApi) => revokeSession(api, { id: 's1', pci: 'pci', signature: '0xsig' }),
    ],
    [
      'generateOnrampUrl',
      'POST /v1/generators/onrampurl',
      (api: BlockchainApi) => generateOnrampUrl(api, onramp),
    ],
  ] as const)(
    'behavior: %s is sent once on a 500 or 502, and again on a 429',
    async (_, route, call) => {
      const answers: TestResponse[] = [{ status: 500 }, { status: 502 }, { status: 429 }]
      const { api, requests } = await blockchain({
        [route]: () => answers.shift() ?? { body: { url: 'http://127.0.0.1/buy' } },
      })
      await expect(call(api)).rejects.toThrowError('HTTP status code: 500')
      await expect(call(api)).rejects.toThrowError('HTTP status code: 502')
      await call(api)
      expect(paths(requests)).toHaveLength(4)
    },
  )

  test('behavior: reads sent as POST keep the retry policy on a 500', async () => {
    const quote = placeholderOnrampQuote({
      purchaseCurrency: { id: 'USDC', symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: 5,
    })
    const once = (body: unknown) => {
      let calls = 0
      return () => (calls++ === 0 ? { status: 500 } : { body })
    }
    const { api, requests } = await blockchain({
      'POST /v1/fungible/price': once({ fungibles: [] }),
      'POST /v1/convert/build-transaction': once({ tx: { to: '0x1' } }),
      'POST /v1/onramp/quote': once({ ...quote, quoteId: 'q1' }),
    })
    expect(await getTokenPrices(api, { ...base, addresses: ['eip155:1:0xa'] })).toEqual([])
    expect(
      await buildSwapTransaction(api, {
        ...base,
        amount: '1',
        userAddress: user,
        from: 'a',
        to: 'b',
      }),
    ).toEqual({ to: '0x1' })
    expect(
      (
        await getOnrampQuote(api, {
          purchaseCurrency: { id: 'USDC', symbol: 'USDC' },
          paymentCurrency: { id: 'USD' },
          amount: 5,
        })
      ).quoteId,
    ).toBe('q1')
    expect(paths(requests)).toHaveLength(6)
  })
})

describe('filterTransactions', () => {
  test('behavior: all-spam and other-chain transactions are dropped', () => {
    const base = {
      metadata: {
        operationType: 'send',
        status: 'confirmed',
        sentFrom: 'a',
        sentTo: 'b',
        minedAt: '2024-01-01',
      },
    }
    const kept = { ...base, id: 'k', transfers: [] }
    const mixed = {
      ...base,
      id: 'm',
      transfers: [{ nft_info: { flags: { is_spam: true } } }, { fungible_info: {} }],
    }
    expect(filterTransactions([kept, mixed], supported).map((t) => t.id)).toEqual(['k', 'm'])
    expect(filterTransactions([kept], undefined)).toEqual([kept])
  })

  test('parameters: transactions — an item without metadata or transfers is refused by name', () => {
    // Found by the entries' property test: [''] used to throw a TypeError from the filter.
    for (const transactions of [
      [''],
      [null],
      [{ metadata: {} }],
      [{ metadata: {}, transfers: [null] }],
    ]) {
      expect(() => filterTransactions(transactions as never, supported)).toThrowError(
        expect.objectContaining({ name: 'InvalidParameterError', parameter: 'transactions' }),
      )
    }
  })
})
