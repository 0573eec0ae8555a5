import { describe, expect, test } from 'vitest'
import { FoyerError } from './FoyerError.js'
import { SwapNoRouteError, SwapQuoteExpiredError, SwapTransactionRevertedError } from './swap.js'

describe('swap', () => {
  test('SwapNoRouteError', () => {
    const error = new SwapNoRouteError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SwapNoRouteError')
    expect(error.code).toBe(SwapNoRouteError.code)
    expect(error.message).toMatchInlineSnapshot(`"No route found for this swap"`)
  })
  test('SwapQuoteExpiredError', () => {
    const error = new SwapQuoteExpiredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SwapQuoteExpiredError')
    expect(error.code).toBe(SwapQuoteExpiredError.code)
    expect(error.message).toMatchInlineSnapshot(`"The quote expired, get a new one"`)
  })
  test('SwapTransactionRevertedError', () => {
    const error = new SwapTransactionRevertedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SwapTransactionRevertedError')
    expect(error.code).toBe(SwapTransactionRevertedError.code)
    expect(error.message).toMatchInlineSnapshot(`"The swap transaction reverted"`)
  })
})
