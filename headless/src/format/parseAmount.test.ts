import { describe, expect, test } from 'vitest'
import { InvalidFormatArgumentError } from '../errors/format.js'
import { formatUnitsExact, parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  test.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['.25', 2, 25n],
    ['10.', 2, 1000n],
    [' 0.001 ', 18, 10n ** 15n],
    ['1.23456789', 6, 1_234_567n],
    ['0', 6, 0n],
    ['7', 0, 7n],
  ])('default: %j with %i decimals is %s', (value, decimals, expected) => {
    expect(parseAmount(value, decimals)).toBe(expected)
  })
  test.each([[''], ['.'], ['abc'], ['1e3'], ['-1'], ['1.2.3'], [undefined]])(
    'error: %j is not an amount',
    (value) => {
      expect(parseAmount(value, 18)).toBeUndefined()
    },
  )
  test('error: decimals out of range', () => {
    expect(() => parseAmount('1', -1)).toThrow(InvalidFormatArgumentError)
  })
})

describe('formatUnitsExact', () => {
  test.each([
    [10n ** 18n, 18, '1'],
    [1_500_000n, 6, '1.5'],
    [1n, 6, '0.000001'],
    [0n, 18, '0'],
    [-25n, 2, '-0.25'],
    [42n, 0, '42'],
  ])('default: %s with %i decimals is %j', (value, decimals, expected) => {
    expect(formatUnitsExact(value, decimals)).toBe(expected)
    expect(parseAmount(expected.replace('-', ''), decimals)).toBe(value < 0n ? -value : value)
  })
})
