import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { initialSwapState, type SwapTokenOption } from '../machines/swap.js'
import { outcome, parameters } from '../test/properties.js'
import { hostile } from '../test/publicCalls.js'
import { swapTokenLists } from './swapForm.js'
import { swapSummary } from './swapSummary.js'

const eth: SwapTokenOption = {
  address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  native: true,
  balance: '1',
  price: 3000,
}

// The swap rules the root entry exports: any input returns, or throws a FoyerError (an
// InvalidParameterError naming the bad argument); never a TypeError.
describe('swap rules with hostile input', () => {
  test('behavior: swapTokenLists', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (tokens, balances, prices) => {
        outcome(() => swapTokenLists(tokens as never, balances as never, prices as never))
        outcome(() => swapTokenLists([tokens] as never, [balances] as never, [prices] as never))
      }),
      parameters,
    )
  })

  test('behavior: swapSummary', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (state, all, allowance) => {
        outcome(() => swapSummary(state as never, all as never, allowance as never))
        outcome(() => swapSummary({ ...initialSwapState, form: state } as never, [eth], undefined))
      }),
      parameters,
    )
  })

  test('default: good input passes', () => {
    expect(swapTokenLists(undefined, undefined).all).toEqual([])
    expect(swapSummary(initialSwapState, [eth], undefined).action).toBe('selectToken')
  })
})
