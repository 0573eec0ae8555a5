// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { openModal } from '../actions/openModal.js'
import { openOnramp } from '../actions/openOnramp.js'
import {
  OnrampAmountBelowMinimumError,
  OnrampPurchaseTimeoutError,
  OnrampUrlUnavailableError,
  OnrampWindowBlockedError,
} from '../errors/onramp.js'
import { InvalidParameterError } from '../errors/parameters.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom } from '../store/onrampAtom.js'
import { type ReceivedRequest, startTestServer } from '../test/httpServer.js'
import { devnet, testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useOnrampQuote } from './useOnrampQuote.js'

afterEach(cleanup)
const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  vi.restoreAllMocks()
  for (const close of closes.splice(0)) await close()
})

const chain = 'eip155:31337'
const purchaseCurrencies = ['ETH', 'USDC'].map((symbol) => ({
  id: symbol,
  name: symbol,
  symbol,
  networks: [
    { name: 'foyer-devnet', display_name: 'Devnet', chain_id: '31337', contract_address: '' },
  ],
}))
const paymentCurrencies = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
]

type Script = {
  optionsStatus?: number
  quoteStatus?: number
  /** The USDC balance at each balance read, the last one repeating. */
  balances?: string[]
  /** The onramp purchases the history lists at each read, the last one repeating. */
  purchases?: string[][]
  urlStatus?: number
}

/** The blockchain API, scripted per test. */
function api(script: Script) {
  let balanceReads = 0
  let historyReads = 0
  const at = <T,>(list: T[], index: number) => list[Math.min(index, list.length - 1)] as T
  return async ({ path, body }: ReceivedRequest) => {
    if (path === '/v1/supported-chains') return { body: { http: [chain], ws: [] } }
    if (path === '/v1/onramp/options')
      return script.optionsStatus
        ? { status: script.optionsStatus, body: {} }
        : { body: { purchaseCurrencies, paymentCurrencies } }
    if (path === '/v1/onramp/quote') {
      if (script.quoteStatus) return { status: script.quoteStatus, body: {} }
      const { amount } = body as { amount: string }
      const usd = (value: number) => ({ amount: value.toFixed(2), currency: 'USD' })
      return {
        body: {
          coinbaseFee: usd(Number(amount) * 0.015),
          networkFee: usd(0.5),
          paymentSubtotal: usd(Number(amount) * 0.985 - 0.5),
          paymentTotal: usd(Number(amount)),
          purchaseAmount: { amount: (Number(amount) * 0.985 - 0.5).toFixed(2), currency: 'USDC' },
          quoteId: 'q-1',
        },
      }
    }
    if (path === '/v1/generators/onrampurl')
      return script.urlStatus
        ? { status: script.urlStatus, body: {} }
        : { body: { url: 'http://127.0.0.1:9/buy/1' } }
    if (path.endsWith('/balance')) {
      const numeric = at(script.balances ?? ['5'], balanceReads++)
      return {
        body: {
          balances: [
            {
              name: 'USDC',
              symbol: 'USDC',
              chainId: chain,
              quantity: { decimals: '6', numeric },
              iconUrl: '',
            },
          ],
        },
      }
    }
    if (path.endsWith('/history')) {
      const ids = at(script.purchases ?? [[]], historyReads++)
      return {
        body: {
          data: ids.map((id) => ({
            id,
            metadata: {
              operationType: 'receive',
              status: 'confirmed',
              sentFrom: '0x1',
              sentTo: '0x2',
              minedAt: '2026-11-26T10:00:00Z',
              hash: id,
            },
            transfers: [],
          })),
          next: null,
        },
      }
    }
    return { status: 404, body: { error: `unexpected ${path}` } }
  }
}

const wrap =
  (foyer: Foyer) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

async function setup(script: Script = {}, chainId: number = devnet.id) {
  const server = await startTestServer(api(script))
  closes.push(server.close)
  const { foyer } = testFoyer({
    services: { blockchainApiUrl: server.url },
    wallet: testWallet({ chainId }),
  })
  await connect(foyer, { connector: 'test.fake', chainId })
  const hook = renderHook(() => useOnrampQuote({ debounceMs: 0, pollMs: 5 }), {
    wrapper: wrap(foyer),
  })
  // A failing API is retried (the client's backoff) before the fallback.
  await waitFor(() => expect(hook.result.current.optionsStatus).toBe('success'), { timeout: 5000 })
  return { ...hook, foyer, server }
}

/** A window whose `open` gives a popup recording where it was sent (or `null`: blocked). */
function fakeWindow(blocked = false) {
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
  const open = vi.fn(() => (blocked ? null : (popup as unknown as Window)))
  return { page: { open }, popup }
}

const requestsTo = (server: { requests: ReceivedRequest[] }, path: string) =>
  server.requests.filter((request) => request.path === path)

describe('useOnrampQuote', () => {
  test('default: defaults, limits, quote after the debounce, purchase until the balance rises', async () => {
    const { result, server, foyer } = await setup({ balances: ['5', '5', '44.75'] })
    expect(result.current).toMatchObject({
      status: 'idle',
      providers: [{ label: 'Coinbase', name: 'coinbase', feeRange: '1-2%' }],
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      paymentMethod: 'card',
      limits: { min: '10.00', max: '7500.00', currency: 'USD' },
    })
    expect(result.current.purchaseCurrencies.map((c) => c.id)).toEqual(['ETH', 'USDC'])
    act(() => result.current.setAmount('50'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.isEstimate).toBe(false)
    expect(result.current.quote?.purchaseAmount).toEqual({ amount: '48.75', currency: 'USDC' })
    expect(requestsTo(server, '/v1/onramp/quote').at(-1)?.body).toEqual({
      purchaseCurrency: expect.objectContaining({ id: 'USDC' }),
      paymentCurrency: expect.objectContaining({ id: 'USD' }),
      amount: '50',
      network: 'foyer-devnet',
    })

    const statuses: string[] = []
    foyer.store.sub(onrampAtom, () => statuses.push(foyer.store.get(onrampAtom).status))
    const { page, popup } = fakeWindow()
    const done = openOnramp(foyer, { window: page, pollMs: 5 })
    expect(page.open).toHaveBeenCalledTimes(1) // in the click, before anything waited
    expect(foyer.store.get(onrampAtom).status).toBe('opening')
    expect((await done).status).toBe('success')
    expect(statuses).toEqual(['opening', 'waiting', 'success'])
    expect(popup.location.href).toBe('http://127.0.0.1:9/buy/1')
    expect(requestsTo(server, '/v1/generators/onrampurl')[0]?.body).toMatchObject({
      destinationWallets: [{ blockchains: ['foyer-devnet'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum', // the Coinbase rule's fallback
      presetCryptoAmount: 48.75,
      defaultExperience: 'buy',
    })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current).toMatchObject({ balanceBefore: '5', balanceAfter: '44.75' })
  })

  test('behavior: an amount below the card minimum is a typed error and asks no quote', async () => {
    const { result, server } = await setup()
    act(() => result.current.setAmount('5'))
    expect(result.current.amountError).toBeInstanceOf(OnrampAmountBelowMinimumError)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.status).toBe('idle')
    expect(requestsTo(server, '/v1/onramp/quote')).toHaveLength(0)
    act(() => result.current.setPaymentMethod('ach_bank_account'))
    expect(result.current.limits.max).toBe('25000.00')
  })

  test('error: options failing give the sample list (USDC on Ethereum, USD)', async () => {
    const devnetResult = (await setup({ optionsStatus: 500 })).result
    // The sample sells USDC on Ethereum and Polygon only: nothing on the devnet.
    expect(devnetResult.current.purchaseCurrencies).toEqual([])
    expect(devnetResult.current.paymentCurrencies.map((c) => c.id)).toEqual(['USD'])
    const { result } = await setup({ optionsStatus: 500 }, 1)
    expect(
      result.current.purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.chain_id)]),
    ).toEqual([['USDC', ['1', '137']]])
    expect(result.current.purchaseCurrency?.id).toBe('USDC')
  })

  test('error: a failing quote is the placeholder marked as an estimate', async () => {
    const { result } = await setup({ quoteStatus: 500 })
    act(() => result.current.setAmount('20'))
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 5000 })
    expect(result.current.isEstimate).toBe(true)
    expect(result.current.quote?.purchaseAmount).toEqual({ amount: '20', currency: 'USDC' })
  })

  test('behavior: a blocked window waits with the typed error and the page to open again; cancel stops', async () => {
    const { result, foyer } = await setup()
    act(() => result.current.setAmount('50'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const done = openOnramp(foyer, { window: fakeWindow(true).page, pollMs: 5 })
    await waitFor(() => expect(result.current.status).toBe('waiting'))
    expect(result.current.error).toBeInstanceOf(OnrampWindowBlockedError)
    expect(result.current.isWindowBlocked).toBe(true)
    expect(result.current.url).toBe('http://127.0.0.1:9/buy/1')
    act(() => result.current.cancel())
    expect((await done).status).toBe('ready')
  })

  test('behavior: the activity listing a new onramp purchase completes it', async () => {
    const { result, foyer } = await setup({ purchases: [['old'], ['old'], ['old', 'new']] })
    act(() => result.current.setAmount('50'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const final = await openOnramp(foyer, { window: fakeWindow().page, pollMs: 5 })
    expect(final).toMatchObject({ status: 'success', balanceBefore: '5', balanceAfter: '5' })
  })

  test('behavior: closing the modal stops the watch; the bound fails it', async () => {
    const { result, foyer } = await setup()
    act(() => result.current.setAmount('50'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    openModal(foyer)
    const closed = openOnramp(foyer, { window: fakeWindow().page, pollMs: 5 })
    await waitFor(() => expect(result.current.status).toBe('waiting'))
    act(() => closeModal(foyer))
    expect((await closed).status).toBe('ready')
    const { popup, page } = fakeWindow()
    const final = await openOnramp(foyer, { window: page, pollMs: 5, timeoutMs: 20 })
    expect(final.status).toBe('failed')
    expect(final.error).toBeInstanceOf(OnrampPurchaseTimeoutError)
    expect(popup.close).toHaveBeenCalled()
  })

  test('error: a failing URL generator fails the purchase and closes the window', async () => {
    const { result, foyer } = await setup({ urlStatus: 400 })
    act(() => result.current.setAmount('50'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const { popup, page } = fakeWindow()
    const final = await openOnramp(foyer, { window: page, pollMs: 5 })
    expect(final.status).toBe('failed')
    expect(final.error).toBeInstanceOf(OnrampUrlUnavailableError)
    expect(popup.close).toHaveBeenCalled()
  })

  test('error: bad parameters', async () => {
    const { foyer } = await setup()
    expect(() => openOnramp(foyer, { pollMs: -1 })).toThrow(InvalidParameterError)
    expect(() =>
      renderHook(() => useOnrampQuote({ debounceMs: 'x' as never }), { wrapper: wrap(foyer) }),
    ).toThrow(InvalidParameterError)
  })
})
