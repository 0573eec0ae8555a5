import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { InsufficientBalanceError } from '../errors/send.js'
import { SwapNoRouteError, SwapTransactionRevertedError } from '../errors/swap.js'
import { parameters } from '../test/properties.js'
import {
  initialSwapState,
  type SwapEvent,
  type SwapQuoteDetails,
  type SwapState,
  type SwapTokenOption,
  swapTransition,
} from './swap.js'

const eth: SwapTokenOption = {
  address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  native: true,
  balance: '10',
  price: 3000,
}
const usd: SwapTokenOption = {
  address: 'eip155:31337:0x83F695982dE4E24447D48fbF2E38ec81d8572E46',
  symbol: 'FUSD',
  name: 'Foyer USD',
  decimals: 6,
  native: false,
  balance: '100',
  price: 1,
}
const quote: SwapQuoteDetails = {
  fromAmount: 10n ** 18n,
  toAmount: 2_961_000_000n,
  priceImpact: 0.99,
  providerFeePercent: 0.3,
  gasLimit: 90_000n,
  gasPrice: 1_000_000_000n,
}

const run = (events: SwapEvent[], from: SwapState = initialSwapState) =>
  events.reduce(swapTransition, from)

/** A form with both tokens and an amount, quoted: `ready`. */
const ready = () =>
  run([
    { type: 'setFrom', token: eth },
    { type: 'setTo', token: usd },
    { type: 'setAmount', amount: '1' },
    { type: 'quote', request: 3 },
    { type: 'quoted', request: 3, quote },
  ])

describe('swapTransition', () => {
  test('default: a filled form is quoted, approved, swapped', () => {
    const state = ready()
    expect(state).toMatchObject({ status: 'ready', quote, request: 3 })
    const swapped = run(
      [{ type: 'approve' }, { type: 'swap' }, { type: 'success', hash: '0xabc' }],
      state,
    )
    expect(swapped).toMatchObject({ status: 'success', hash: '0xabc', quote })
  })

  test('behavior: an incomplete form is not quoted', () => {
    const state = run([
      { type: 'setFrom', token: eth },
      { type: 'setAmount', amount: '1' },
    ])
    expect(run([{ type: 'quote', request: state.request }], state).status).toBe('idle')
    const same = run([{ type: 'setTo', token: eth }], state)
    expect(run([{ type: 'quote', request: same.request }], same).status).toBe('idle')
    const zero = run(
      [
        { type: 'setTo', token: usd },
        { type: 'setAmount', amount: '0.00' },
      ],
      state,
    )
    expect(run([{ type: 'quote', request: zero.request }], zero).status).toBe('idle')
  })

  test('behavior: an answer for an older form is stale and dropped', () => {
    const asked = run([
      { type: 'setFrom', token: eth },
      { type: 'setTo', token: usd },
      { type: 'setAmount', amount: '1' },
      { type: 'quote', request: 3 },
    ])
    const typed = run(
      [
        { type: 'setAmount', amount: '2' },
        { type: 'quote', request: 4 },
      ],
      asked,
    )
    // The slow answer for '1' arrives after '2' was asked: nothing changes.
    expect(run([{ type: 'quoted', request: 3, quote }], typed)).toEqual(typed)
    expect(
      run([{ type: 'quoteFailed', request: 3, error: new SwapNoRouteError() }], typed),
    ).toEqual(typed)
    const newest = { ...quote, fromAmount: 2n * 10n ** 18n }
    expect(run([{ type: 'quoted', request: 4, quote: newest }], typed).quote).toBe(newest)
  })

  test('behavior: an edit drops the quote and the error', () => {
    const edited = run([{ type: 'setAmount', amount: '3' }], ready())
    expect(edited.status).toBe('idle')
    expect(edited.quote).toBeUndefined()
    expect(edited.form).toMatchObject({ from: eth, to: usd, amount: '3' })
  })

  test('behavior: flip swaps the tokens and keeps the amount', () => {
    expect(run([{ type: 'flip' }], ready()).form).toEqual({ from: usd, to: eth, amount: '1' })
  })

  test('behavior: a declined signature returns to ready with every value kept', () => {
    const error = new UserRejectedRequestError()
    for (const step of [[{ type: 'approve' }], [{ type: 'swap' }]] as SwapEvent[][]) {
      const state = run([...step, { type: 'reject', error }], ready())
      expect(state).toMatchObject({ status: 'ready', quote, error })
      expect(state.form).toEqual(ready().form)
    }
  })

  test('behavior: the form cannot change while a transaction is under way', () => {
    const approving = run([{ type: 'approve' }], ready())
    expect(run([{ type: 'setAmount', amount: '5' }, { type: 'flip' }], approving)).toBe(approving)
    expect(run([{ type: 'quote', request: approving.request }], approving)).toBe(approving)
  })

  test('behavior: block keeps the state and names what blocks', () => {
    const error = new InsufficientBalanceError()
    expect(run([{ type: 'block', error }], ready())).toMatchObject({ status: 'ready', error })
  })

  test('error: a failed quote or swap is failed, and an edit recovers', () => {
    const failedQuote = run([
      { type: 'setFrom', token: eth },
      { type: 'setTo', token: usd },
      { type: 'setAmount', amount: '1' },
      { type: 'quote', request: 3 },
      { type: 'quoteFailed', request: 3, error: new SwapNoRouteError() },
    ])
    expect(failedQuote.status).toBe('failed')
    expect(failedQuote.quote).toBeUndefined()
    // Retry: the same form asked again.
    expect(run([{ type: 'quote', request: 3 }], failedQuote).status).toBe('quoting')
    const reverted = run(
      [{ type: 'swap' }, { type: 'fail', error: new SwapTransactionRevertedError() }],
      ready(),
    )
    expect(reverted.status).toBe('failed')
    expect(run([{ type: 'setAmount', amount: '2' }], reverted).status).toBe('idle')
  })
})

describe('swapTransition properties', () => {
  const token = fc.constantFrom(eth, usd, undefined)
  const event: fc.Arbitrary<SwapEvent> = fc.oneof(
    token.map((t) => ({ type: 'setFrom', token: t }) as const),
    token.map((t) => ({ type: 'setTo', token: t }) as const),
    fc.constantFrom('', '0', '1', '2.5').map((amount) => ({ type: 'setAmount', amount }) as const),
    fc.constant({ type: 'flip' } as const),
    fc.nat(12).map((request) => ({ type: 'quote', request }) as const),
    fc.nat(12).map((request) => ({ type: 'quoted', request, quote }) as const),
    fc
      .nat(12)
      .map((request) => ({ type: 'quoteFailed', request, error: new SwapNoRouteError() }) as const),
    fc.constantFrom<SwapEvent>(
      { type: 'approve' },
      { type: 'swap' },
      { type: 'success', hash: '0x1' },
      { type: 'fail', error: new SwapTransactionRevertedError() },
      { type: 'reject', error: new UserRejectedRequestError() },
      { type: 'reset' },
    ),
  )

  test('behavior: a quote is only ever held for the form it was asked for', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialSwapState
        let quotedFor: string | undefined
        for (const next of events) {
          const before = state
          state = swapTransition(state, next)
          if (next.type === 'quoted' && state !== before && state.status === 'ready')
            quotedFor = JSON.stringify([state.request, state.form.amount])
          // The request number never goes back; an edit always moves it on.
          expect(state.request).toBeGreaterThanOrEqual(before.request)
          if (state.quote) {
            expect(['ready', 'approving', 'swapping', 'success']).toContain(state.status)
            expect(JSON.stringify([state.request, state.form.amount])).toBe(quotedFor)
          }
          if (state.status === 'quoting' || state.status === 'ready') {
            expect(state.form.from && state.form.to).toBeTruthy()
          }
        }
      }),
      parameters,
    )
  })
})
