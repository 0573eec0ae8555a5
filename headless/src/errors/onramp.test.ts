import { describe, expect, test } from 'vitest'
import { FoyerError } from './FoyerError.js'
import {
  OnrampAmountAboveMaximumError,
  OnrampAmountBelowMinimumError,
  OnrampPurchaseTimeoutError,
  OnrampUrlUnavailableError,
  OnrampWindowBlockedError,
} from './onramp.js'

describe('onramp', () => {
  test('OnrampAmountBelowMinimumError', () => {
    const error = new OnrampAmountBelowMinimumError({ metaMessages: ['Minimum: 10.00 USD'] })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('OnrampAmountBelowMinimumError')
    expect(error.code).toBe(OnrampAmountBelowMinimumError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "The amount is below the minimum for this payment method

      Minimum: 10.00 USD"
    `)
  })
  test('OnrampAmountAboveMaximumError', () => {
    const error = new OnrampAmountAboveMaximumError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('OnrampAmountAboveMaximumError')
    expect(error.code).toBe(OnrampAmountAboveMaximumError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"The amount is above the maximum for this payment method"`,
    )
  })
  test('OnrampWindowBlockedError', () => {
    const error = new OnrampWindowBlockedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('OnrampWindowBlockedError')
    expect(error.code).toBe(OnrampWindowBlockedError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"The browser blocked the provider window, open it again"`,
    )
  })
  test('OnrampUrlUnavailableError', () => {
    const error = new OnrampUrlUnavailableError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('OnrampUrlUnavailableError')
    expect(error.code).toBe(OnrampUrlUnavailableError.code)
    expect(error.message).toMatchInlineSnapshot(`"The provider page is unavailable"`)
  })
  test('OnrampPurchaseTimeoutError', () => {
    const error = new OnrampPurchaseTimeoutError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('OnrampPurchaseTimeoutError')
    expect(error.code).toBe(OnrampPurchaseTimeoutError.code)
    expect(error.message).toMatchInlineSnapshot(`"No purchase arrived in time"`)
  })
})
