import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { SwapTransactionRevertedError } from '../errors/swap.js'
import {
  type SwapEvent,
  type SwapState,
  type SwapTokenOption,
  swapTransition,
} from '../machines/swap.js'
import { searchSwapTokens, swapTokenLists } from './swapForm.js'
import { swapSummary } from './swapSummary.js'

const token = (symbol: string, native = false): SwapTokenOption => ({
  address: `eip155:1:0x${symbol.padEnd(40, '0')}`,
  symbol,
  name: `${symbol} coin`,
  decimals: 6,
  native,
  balance: '10',
  price: 1,
})
const usd = token('USD')
const eur = token('EUR')
const quote = {
  fromAmount: 1_000_000n,
  toAmount: 900_000n,
  priceImpact: 1,
  providerFeePercent: 0,
  gasLimit: 100_000n,
  gasPrice: 1n,
}

const run = (events: SwapEvent[]): SwapState =>
  events.reduce(swapTransition, {
    status: 'ready',
    form: { from: usd, to: eur, amount: '1' },
    request: 1,
    quote,
  } as SwapState)
const steps = (state: SwapState, allowance: bigint | undefined) =>
  swapSummary(state, [usd, eur], allowance).steps.map((step) => `${step.name}:${step.status}`)

describe('swapSummary steps', () => {
  test('default: approval then swap while the allowance is short', () => {
    expect(steps(run([]), 0n)).toEqual(['approve:pending', 'swap:pending'])
    expect(steps(run([{ type: 'approve' }]), 0n)).toEqual(['approve:active', 'swap:pending'])
    // The allowance refreshed after the approval: the approval stays a (done) step.
    const swapping = run([{ type: 'approve' }, { type: 'swap' }])
    expect(steps(swapping, 10n ** 9n)).toEqual(['approve:done', 'swap:active'])
    const done = swapTransition(swapping, { type: 'success', hash: '0x1' })
    expect(steps(done, 10n ** 9n)).toEqual(['approve:done', 'swap:done'])
  })

  test('behavior: no approval step when the allowance covers the amount', () => {
    expect(steps(run([{ type: 'swap' }]), 10n ** 9n)).toEqual(['swap:active'])
  })

  test('behavior: the step that failed is marked; a refusal leaves it pending', () => {
    const error = new SwapTransactionRevertedError()
    expect(steps(run([{ type: 'approve' }, { type: 'fail', error }]), 0n)).toEqual([
      'approve:failed',
      'swap:pending',
    ])
    expect(
      steps(run([{ type: 'approve' }, { type: 'swap' }, { type: 'fail', error }]), 5n),
    ).toEqual(['approve:done', 'swap:failed'])
    const rejected = run([
      { type: 'approve' },
      { type: 'reject', error: new UserRejectedRequestError() },
    ])
    expect(rejected.status).toBe('ready')
    expect(steps(rejected, 0n)).toEqual(['approve:pending', 'swap:pending'])
  })

  test('behavior: an edit starts a new swap without the last one’s steps', () => {
    const edited = swapTransition(run([{ type: 'approve' }]), { type: 'reset' })
    expect(edited.approved).toBeUndefined()
    expect(edited.step).toBeUndefined()
  })
})

describe('searchSwapTokens', () => {
  const lists = swapTokenLists(
    [usd, eur].map(({ address, symbol, name, decimals }) => ({
      address,
      symbol,
      name,
      decimals,
      logoUri: '',
    })),
    [],
  )

  test('default: an empty search keeps every list', () => {
    expect(searchSwapTokens(lists, '  ')).toEqual(lists)
  })

  test('behavior: by symbol or name, trimmed and case-insensitive', () => {
    expect(searchSwapTokens(lists, ' eu ').all.map((t) => t.symbol)).toEqual(['EUR'])
    expect(searchSwapTokens(lists, 'USD COIN').popular.map((t) => t.symbol)).toEqual(['USD'])
    expect(searchSwapTokens(lists, 'nothing').all).toEqual([])
  })

  test('error: a search that is not a string', () => {
    expect(() => searchSwapTokens(lists, 1 as never)).toThrow(/search/)
  })
})
