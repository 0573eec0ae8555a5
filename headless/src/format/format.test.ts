import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount.js'
import { formatQuantity } from './formatQuantity.js'
import { formatUsd } from './formatUsd.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { transactionSign } from './transactionSign.js'
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
    expect(formatAmount(-1n, 18)).toBe('0.000')
  })
  test('parameters: fractionDigits', () => {
    expect(formatAmount(1_234_567n, 6, 0)).toBe('1')
    expect(formatAmount(1_234_567n, 6, 5)).toBe('1.23456')
  })
})

describe('formatQuantity', () => {
  test('behavior: decimal strings round down to 3 decimals', () => {
    expect(formatQuantity('1.23456')).toBe('1.234')
    expect(formatQuantity('1.9999')).toBe('1.999')
    expect(formatQuantity('12')).toBe('12.000')
    expect(formatQuantity('.5')).toBe('0.500')
    expect(formatQuantity('007.1')).toBe('7.100')
  })
  test('behavior: zero and garbage read 0.000', () => {
    expect(formatQuantity('0')).toBe('0.000')
    expect(formatQuantity('')).toBe('0.000')
    expect(formatQuantity('abc')).toBe('0.000')
    expect(formatQuantity('-0.0001')).toBe('0.000')
  })
  test('parameters: negative values and fractionDigits', () => {
    expect(formatQuantity('-2.5')).toBe('-2.500')
    expect(formatQuantity('2.56', 0)).toBe('2')
    expect(formatQuantity('x', 0)).toBe('0')
  })
})

describe('formatUsd', () => {
  test('behavior: 2 decimals with thousands separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd('0.126')).toBe('$0.13')
    expect(formatUsd(0)).toBe('$0.00')
  })
  test('behavior: non-numbers read $0.00', () => {
    expect(formatUsd('nope')).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
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

describe('transactionSign', () => {
  test('behavior: receive, deposit, borrow and claim show a plus sign', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim']) {
      expect(transactionSign(type)).toBe('+')
    }
  })
  test('behavior: withdraw, repay and burn show a minus sign', () => {
    for (const type of ['withdraw', 'repay', 'burn']) {
      expect(transactionSign(type)).toBe('−')
    }
  })
  test('behavior: other operations show no sign', () => {
    expect(transactionSign('send')).toBe('')
    expect(transactionSign('trade')).toBe('')
    expect(transactionSign(undefined)).toBe('')
  })
})

describe('groupTransactionsByYear', () => {
  const at = (minedAt: string) => ({ id: minedAt, metadata: { minedAt } })
  test('behavior: groups by year then month, newest first', () => {
    const grouped = groupTransactionsByYear([
      at('2023-03-15T12:00:00Z'),
      at('2024-01-10T12:00:00Z'),
      at('2024-01-20T12:00:00Z'),
      at('2024-06-05T12:00:00Z'),
      at('2023-03-02T12:00:00Z'),
    ])
    expect(
      grouped.map(({ year, months }) => ({
        year,
        months: months.map(({ month, transactions }) => [month, transactions.map((t) => t.id)]),
      })),
    ).toEqual([
      {
        year: 2024,
        months: [
          [5, ['2024-06-05T12:00:00Z']],
          [0, ['2024-01-20T12:00:00Z', '2024-01-10T12:00:00Z']],
        ],
      },
      { year: 2023, months: [[2, ['2023-03-15T12:00:00Z', '2023-03-02T12:00:00Z']]] },
    ])
  })
  test('behavior: unreadable dates are left out; no transactions give no groups', () => {
    expect(groupTransactionsByYear([at('not a date')])).toEqual([])
    expect(groupTransactionsByYear([])).toEqual([])
  })
})
