// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { updateSwapForm } from '../actions/updateSwapForm.js'
import { SwapNetworkNotSupportedError } from '../errors/chain.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { InsufficientBalanceError } from '../errors/send.js'
import {
  SwapNoRouteError,
  SwapQuoteExpiredError,
  SwapTransactionRevertedError,
} from '../errors/swap.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapAtom } from '../store/swapAtom.js'
import { type ReceivedRequest, startTestServer } from '../test/httpServer.js'
import { devnet, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useSwapQuote } from './useSwapQuote.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)
const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  for (const close of closes.splice(0)) await close()
})

const chain = 'eip155:31337'
const ETH = `${chain}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
const FUSD = `${chain}:0x83F695982dE4E24447D48fbF2E38ec81d8572E46`
const pool = '0x5B6dE12acf971c90f6466D8B35B33205aBC7f5Dc'
const gasPrice = 10n ** 9n

/** The blockchain API and the chain's RPC proxy, scripted per test. */
function api(options: {
  swaps?: string[]
  quote?: (request: ReceivedRequest) => { status?: number; body?: unknown; delayMs?: number }
  receiptStatus?: '0x1' | '0x0'
}) {
  let allowance = 0n
  let quotes = 0
  return async (request: ReceivedRequest) => {
    const { path, query } = request
    if (path === '/v1/supported-chains')
      return { body: { http: [chain], ws: [], swaps: options.swaps ?? [chain] } }
    if (path === '/v1/convert/tokens')
      return {
        body: {
          tokens: [
            { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'eth.svg' },
            { name: 'Foyer USD', symbol: 'FUSD', address: FUSD, decimals: 6, logoUri: 'usd.svg' },
          ],
        },
      }
    if (path === '/v1/fungible/price')
      return { body: { fungibles: [{ name: 'Foyer USD', symbol: 'FUSD', iconUrl: '', price: 1 }] } }
    if (path.endsWith('/balance'))
      return {
        body: {
          balances: [
            {
              name: 'Ether',
              symbol: 'ETH',
              chainId: chain,
              price: 3000,
              value: 6000,
              quantity: { decimals: '18', numeric: '2' },
              iconUrl: '',
            },
            {
              name: 'Foyer USD',
              symbol: 'FUSD',
              chainId: chain,
              address: FUSD,
              price: 1,
              value: 50,
              quantity: { decimals: '6', numeric: '50' },
              iconUrl: '',
            },
          ],
        },
      }
    if (path === '/v1/convert/gas-price')
      return { body: { standard: String(gasPrice), fast: '2', instant: '3' } }
    if (path === '/v1/convert/quotes') {
      quotes += 1
      const scripted = options.quote?.({ ...request, query: { ...query, n: String(quotes) } })
      if (scripted?.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs))
      if (scripted?.status || scripted?.body) return scripted
      // 3000 FUSD per ETH (6 decimals), or the other way round.
      const amount = BigInt(query.amount ?? '0')
      const out = query.from === ETH ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
      return {
        body: {
          quotes: [
            {
              fromAmount: String(amount),
              toAmount: String(out),
              priceImpact: '0.5',
              providerFeePercent: '0.3',
              gasLimit: '100000',
            },
          ],
        },
      }
    }
    if (path === '/v1/convert/allowance') return { body: { allowance: String(allowance) } }
    if (path === '/v1/convert/build-approve') {
      allowance = 2n ** 255n
      return {
        body: {
          tx: { from: query.userAddress, to: FUSD.split(':')[2], data: '0x095ea7b3', value: '0' },
        },
      }
    }
    if (path === '/v1/convert/build-transaction') {
      const body = request.body as { from: string; amount: string }
      const value = body.from === ETH ? body.amount : '0'
      return { body: { tx: { to: pool, data: '0x12345678', value, eip155: { gas: '100000' } } } }
    }
    if (path === '/v1') {
      const { id, method, params } = request.body as {
        id: number
        method: string
        params: [string]
      }
      const result =
        method === 'eth_getTransactionReceipt'
          ? {
              transactionHash: params[0],
              blockHash: `0x${'11'.repeat(32)}`,
              blockNumber: '0x10',
              status: options.receiptStatus ?? '0x1',
              logs: [],
              gasUsed: '0x5208',
              cumulativeGasUsed: '0x5208',
              effectiveGasPrice: '0x3b9aca00',
              transactionIndex: '0x0',
              type: '0x2',
              from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
              to: pool,
              contractAddress: null,
              logsBloom: `0x${'00'.repeat(256)}`,
            }
          : method === 'eth_chainId'
            ? '0x7a69'
            : '0x10'
      return { body: { jsonrpc: '2.0', id, result } }
    }
    return { status: 404, body: { error: `unexpected ${path}` } }
  }
}

async function setup(options: Parameters<typeof api>[0] = {}, debounceMs = 0) {
  const server = await startTestServer(api(options))
  closes.push(server.close)
  const { foyer, wallet } = testFoyer({ services: { blockchainApiUrl: server.url } })
  await connect(foyer, { connector: 'test.fake', chainId: devnet.id })
  const statuses: string[] = []
  foyer.store.sub(swapAtom, () => statuses.push(foyer.store.get(swapAtom).status))
  const hook = renderHook(() => useSwapQuote({ debounceMs }), { wrapper: wrap(foyer) })
  await waitFor(() => expect(hook.result.current.isSupported).toBeDefined())
  if (hook.result.current.isSupported)
    await waitFor(() => expect(hook.result.current.tokens.mine).toHaveLength(2))
  return { ...hook, foyer, wallet, server, statuses }
}

const wrap =
  (foyer: Foyer) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

type Result = { current: ReturnType<typeof useSwapQuote> }

function choose(result: Result, from: 'ETH' | 'FUSD', to: 'ETH' | 'FUSD', amount: string) {
  const find = (symbol: string) => result.current.tokens.all.find((t) => t.symbol === symbol)
  act(() => result.current.setFrom(find(from)))
  act(() => result.current.setTo(find(to)))
  act(() => result.current.setAmount(amount))
}

const quoteRequests = (requests: ReceivedRequest[]) =>
  requests.filter((request) => request.path === '/v1/convert/quotes')

describe('useSwapQuote', () => {
  test('default: lists, quote, minimum received, fees, then a native swap to its receipt', async () => {
    const { result, wallet, statuses } = await setup()
    expect(result.current.isSupported).toBe(true)
    expect(result.current.tokens.mine.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['FUSD', '50', 1],
    ])
    expect(result.current.tokens.popular).toEqual([])
    expect(result.current.action).toBe('selectToken')
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current).toMatchObject({
      toAmount: '3000',
      minimumReceived: '2970',
      slippage: 1,
      fromAmountInUsd: 3000,
      toAmountInUsd: 3000,
      priceImpact: 0.5,
      providerFeePercent: 0.3,
      providerFeeInUsd: 9,
      networkFee: '0.0001',
      networkFeeInUsd: 0.3,
      gasPrice,
      needsApproval: false,
      action: 'swap',
    })
    let hash: string | undefined
    await act(async () => {
      hash = await result.current.submit()
    })
    expect(result.current.status).toBe('success')
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.current.hash).toBe(hash)
    expect(statuses).toEqual(expect.arrayContaining(['quoting', 'ready', 'swapping', 'success']))
    expect(statuses).not.toContain('approving')
    expect(wallet.transactions.at(-1)?.transaction).toMatchObject({ to: pool, value: 10n ** 18n })
  })

  test('behavior: a token is approved first, then swapped', async () => {
    const { result, wallet, statuses } = await setup()
    choose(result, 'FUSD', 'ETH', '80')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.action).toBe('insufficientBalance')
    expect(result.current.blockingError).toBeInstanceOf(InsufficientBalanceError)
    await expect(act(() => result.current.submit())).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    )
    expect(result.current.status).toBe('ready')
    act(() => result.current.setAmount('30'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.action).toBe('approve')
    expect(result.current.needsApproval).toBe(true)
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.status).toBe('success')
    expect(statuses).toEqual(expect.arrayContaining(['approving', 'swapping', 'success']))
    expect(wallet.transactions.map((tx) => tx.transaction.to?.toLowerCase())).toEqual([
      FUSD.split(':')[2]?.toLowerCase(),
      pool.toLowerCase(),
    ])
  })

  test('behavior: the quote is asked 500 ms after the last keystroke, once', async () => {
    const { result, server } = await setup({}, 500)
    choose(result, 'ETH', 'FUSD', '1')
    for (const amount of ['1.2', '1.23']) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      act(() => result.current.setAmount(amount))
    }
    const typed = Date.now()
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 2000 })
    const asked = quoteRequests(server.requests)
    expect(asked.map((request) => request.query.amount)).toEqual(['1230000000000000000'])
    expect((asked[0]?.at ?? 0) - typed).toBeGreaterThanOrEqual(450)
  })

  test('behavior: a slow answer for an older amount never replaces the newest', async () => {
    // The answer for '1' arrives while '2' is still being quoted.
    const { result, foyer } = await setup({
      quote: (request) => ({ delayMs: request.query.n === '1' ? 200 : 500 }),
    })
    const shown: Array<[string, bigint | undefined]> = []
    foyer.store.sub(swapAtom, () => {
      const { form, quote } = foyer.store.get(swapAtom)
      shown.push([form.amount, quote?.toAmount])
    })
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('quoting'))
    act(() => result.current.setAmount('2'))
    await waitFor(() => expect(result.current.toAmount).toBe('6000'), { timeout: 2000 })
    expect(result.current.amount).toBe('2')
    // No state ever held the quote of '1' for the amount '2'.
    expect(shown.filter(([amount, out]) => amount === '2' && out !== undefined)).toEqual([
      ['2', 6_000_000_000n],
    ])
  })

  test('behavior: max leaves the gas on the native coin; flip trades places', async () => {
    const { result } = await setup()
    choose(result, 'ETH', 'FUSD', '')
    await act(async () => {
      await result.current.setMax()
    })
    // 2 ETH less 300 000 gas at 1 gwei.
    expect(result.current.amount).toBe('1.9997')
    act(() => result.current.flip())
    expect([result.current.from?.symbol, result.current.to?.symbol]).toEqual(['FUSD', 'ETH'])
    expect(result.current.amount).toBe('1.9997')
  })

  test('behavior: a token picked before the balances loaded swaps once they say it is held', async () => {
    const { result } = await setup()
    const eth = result.current.tokens.all.find((t) => t.symbol === 'ETH')
    choose(result, 'ETH', 'FUSD', '1')
    // The picker's token as it was before the account's balances arrived: none held.
    act(() => result.current.setFrom(eth && { ...eth, balance: '0' }))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.action).toBe('swap')
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.status).toBe('success')
  })

  test('behavior: a declined signature keeps the form, quote and values', async () => {
    const { result, wallet } = await setup()
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    wallet.setBehavior('reject')
    await expect(act(() => result.current.submit())).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(result.current).toMatchObject({ status: 'ready', amount: '1', toAmount: '3000' })
    expect(result.current.isUserRejected).toBe(true)
    expect(result.current.from?.symbol).toBe('ETH')
  })

  test('error: no route, quote failure and retry', async () => {
    const { result } = await setup({
      quote: (request) => (request.query.n === '1' ? { status: 404, body: { error: 'no' } } : {}),
    })
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.error).toBeInstanceOf(SwapNoRouteError)
    expect(result.current.quote).toBeUndefined()
    expect(result.current.action).toBe('quoteFailed')
    await act(async () => {
      await result.current.retry()
    })
    expect(result.current.status).toBe('ready')
  })

  test('error: a quote that moved past the slippage tolerance expires', async () => {
    const { result } = await setup({
      quote: (request) =>
        request.query.n === '2'
          ? { body: { quotes: [{ fromAmount: request.query.amount, toAmount: '2000000000' }] } }
          : {},
    })
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await expect(act(() => result.current.submit())).rejects.toBeInstanceOf(SwapQuoteExpiredError)
    expect(result.current.status).toBe('failed')
    expect(result.current.amount).toBe('1')
  })

  test('error: a reverted swap fails', async () => {
    const { result } = await setup({ receiptStatus: '0x0' })
    choose(result, 'ETH', 'FUSD', '1')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await expect(act(() => result.current.submit())).rejects.toBeInstanceOf(
      SwapTransactionRevertedError,
    )
    expect(result.current.status).toBe('failed')
  })

  test('error: a network without swaps', async () => {
    const { result, foyer } = await setup({ swaps: [] })
    expect(result.current.isSupported).toBe(false)
    expect(result.current.unsupportedError?.shortMessage).toBe('Network not supported for Swaps')
    expect(result.current.tokens.all).toEqual([])
    const token = {
      address: ETH,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      native: true,
      balance: '2',
      price: 3000,
    }
    updateSwapForm(foyer, {
      from: token,
      to: { ...token, address: FUSD, native: false },
      amount: '1',
    })
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.error).toBeInstanceOf(SwapNetworkNotSupportedError)
    expect(result.current.error?.shortMessage).toBe('Network not supported for Swaps')
  })

  test('parameters: a bad token or amount is refused with InvalidParameterError', async () => {
    const { result } = await setup()
    expect(() => result.current.setAmount(5 as unknown as string)).toThrow(InvalidParameterError)
    expect(() => result.current.setFrom({ symbol: 'ETH' } as never)).toThrow(/from/)
  })
})
