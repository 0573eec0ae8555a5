import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount.js'
import { truncateAddress } from './truncateAddress.js'

describe('formatAmount', () => {
  test('behavior: zero reads 0.000', () => {
    expect(formatAmount(0n, 18)).toBe('0.000')
  })
  test('behavior: rounds down to 3 decimals', () => {
    expect(formatAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999')
    expect(formatAmount(10_000n * 10n ** 18n, 18)).toBe('10000.000')
    expect(formatAmount(1_234_567n, 6)).toBe('1.234')
  })
  test('behavior: dust below a thousandth shows 0.000', () => {
    expect(formatAmount(999_999_999_999_999n, 18)).toBe('0.000')
  })
  test('parameters: decimals of 0 and negative values', () => {
    expect(formatAmount(42n, 0)).toBe('42.000')
    expect(formatAmount(-1_500n, 3)).toBe('-1.500')
  })
})

describe('truncateAddress', () => {
  test('default: keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  test('behavior: short strings are unchanged', () => {
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})
