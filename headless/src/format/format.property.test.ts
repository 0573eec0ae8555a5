import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { AMOUNT_DECIMALS, USD_DECIMALS } from '../constants/index.js'
import { InvalidFormatArgumentError } from '../errors/format.js'
import {
  anyBigInt,
  anyNumber,
  anyString,
  outcome,
  parameters,
  returns,
} from '../test/properties.js'
import { formatAmount } from './formatAmount.js'
import { formatQuantity } from './formatQuantity.js'
import { formatUsd } from './formatUsd.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { transactionSign } from './transactionSign.js'
import { truncateAddress } from './truncateAddress.js'

// Property-based: any input the types allow returns or throws a FoyerError (the leaf
// InvalidFormatArgumentError for a digit count out of its rule), never another error or a hang.

const maybe = <value>(arbitrary: fc.Arbitrary<value>) => fc.option(arbitrary, { nil: undefined })

const byNumber = (a: number, b: number) => a - b

/** The digits of a formatted amount as an integer scaled by 10^fractionDigits. */
const scaled = (text: string) => BigInt(text.replace('.', ''))

describe('formatAmount', () => {
  test('property: any value and digit counts return or throw InvalidFormatArgumentError', () => {
    fc.assert(
      fc.property(anyBigInt, anyNumber, maybe(anyNumber), (value, decimals, fractionDigits) => {
        const result = outcome(() => formatAmount(value, decimals, fractionDigits))
        if (!result.ok) expect(result.error).toBeInstanceOf(InvalidFormatArgumentError)
        else expect(result.value).toMatch(/^-?\d+(\.\d+)?$/)
      }),
      parameters,
    )
  })
  test('property: 3 decimals by default, rounded toward zero, never a negative zero', () => {
    fc.assert(
      fc.property(anyBigInt, fc.nat({ max: 255 }), (value, decimals) => {
        const text = formatAmount(value, decimals)
        expect(text).toMatch(new RegExp(`^-?\\d+\\.\\d{${AMOUNT_DECIMALS}}$`))
        expect(text).not.toMatch(/^-0\.0*$/)
        // floor(|value| / 10^decimals, 3 decimals): N·10^decimals ≤ |value|·10^3 < (N+1)·10^decimals
        const abs = value < 0n ? -value : value
        const digits = scaled(text.replace('-', ''))
        const unit = 10n ** BigInt(decimals)
        const scaledValue = abs * 10n ** BigInt(AMOUNT_DECIMALS)
        expect(digits * unit <= scaledValue && scaledValue < (digits + 1n) * unit).toBe(true)
        expect(text.startsWith('-')).toBe(value < 0n && digits > 0n)
      }),
      parameters,
    )
  })
  test('property: fractionDigits decimals exactly, none for 0', () => {
    fc.assert(
      fc.property(
        anyBigInt,
        fc.nat({ max: 40 }),
        fc.nat({ max: 40 }),
        (value, decimals, digits) => {
          const text = formatAmount(value, decimals, digits)
          expect(text).toMatch(digits ? new RegExp(`^-?\\d+\\.\\d{${digits}}$`) : /^-?\d+$/)
        },
      ),
      parameters,
    )
  })
})

describe('formatQuantity', () => {
  const decimalString = fc
    .tuple(fc.boolean(), fc.stringMatching(/^\d{0,30}$/), maybe(fc.stringMatching(/^\d{0,30}$/)))
    .map(([negative, whole, fraction]) =>
      [negative ? '-' : '', whole, fraction === undefined ? '' : `.${fraction}`].join(''),
    )
  test('property: any string and digit count return or throw InvalidFormatArgumentError', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, decimalString), maybe(anyNumber), (numeric, digits) => {
        const result = outcome(() => formatQuantity(numeric, digits))
        if (!result.ok) expect(result.error).toBeInstanceOf(InvalidFormatArgumentError)
        else expect(result.value).toMatch(/^-?\d+(\.\d+)?$/)
      }),
      parameters,
    )
  })
  test('property: 3 decimals by default, rounded toward zero, never a negative zero', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, decimalString), (numeric) => {
        const text = formatQuantity(numeric)
        expect(text).toMatch(new RegExp(`^-?\\d+\\.\\d{${AMOUNT_DECIMALS}}$`))
        expect(text).not.toMatch(/^-0\.0*$/)
      }),
      parameters,
    )
  })
  test('property: a decimal string keeps its whole part and its first decimals', () => {
    fc.assert(
      fc.property(decimalString, (numeric) => {
        const text = formatQuantity(numeric)
        const [, whole = '', fraction = ''] = /^-?(\d*)(?:\.(\d*))?$/.exec(numeric) ?? []
        if (!whole && !fraction) return
        const expected = `${BigInt(whole || '0')}.${fraction.slice(0, 3).padEnd(3, '0')}`
        expect(text.replace('-', '')).toBe(expected)
      }),
      parameters,
    )
  })
})

describe('formatUsd', () => {
  test('property: any number or string reads $ with 2 decimals, never a negative zero', () => {
    fc.assert(
      fc.property(fc.oneof(anyNumber, anyString, anyNumber.map(String)), (value) => {
        const text = returns(() => formatUsd(value))
        expect(text).toMatch(new RegExp(`^-?\\$\\d{1,3}(,\\d{3})*\\.\\d{${USD_DECIMALS}}$`))
        expect(text).not.toMatch(/^-\$0\.00$/)
      }),
      parameters,
    )
  })
})

describe('truncateAddress', () => {
  const count = fc.oneof(fc.nat(20), anyNumber)
  const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0
  test('property: keeps `leading` + `trailing` characters around an ellipsis, or all', () => {
    fc.assert(
      fc.property(anyString, maybe(count), maybe(count), (address, leading, trailing) => {
        const head = leading ?? 4
        const tail = trailing ?? 6
        const result = outcome(() => truncateAddress(address, leading, trailing))
        expect(result.ok).toBe(isCount(head) && isCount(tail))
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(InvalidFormatArgumentError)
          return
        }
        if (address.length <= head + tail + 1) expect(result.value).toBe(address)
        else {
          expect(result.value).toHaveLength(head + 1 + tail)
          expect(result.value).toBe(
            `${address.slice(0, head)}…${address.slice(address.length - tail)}`,
          )
        }
      }),
      parameters,
    )
  })
})

describe('transactionSign', () => {
  test('property: any operation type gives +, − or nothing', () => {
    fc.assert(
      fc.property(maybe(anyString), (type) => {
        expect(['+', '−', '']).toContain(returns(() => transactionSign(type)))
      }),
      parameters,
    )
  })
})

describe('groupTransactionsByYear', () => {
  const minedAt = fc.oneof(
    anyString,
    fc.date({ noInvalidDate: false }).map((date) => {
      try {
        return date.toISOString()
      } catch {
        return 'Invalid Date'
      }
    }),
  )
  test('property: keeps every readable date, newest first, by year then month', () => {
    fc.assert(
      fc.property(fc.array(minedAt, { maxLength: 30 }), (dates) => {
        const transactions = dates.map((date, id) => ({ id, metadata: { minedAt: date } }))
        const groups = returns(() => groupTransactionsByYear(transactions))
        const readable = transactions.filter(({ metadata }) =>
          Number.isFinite(Date.parse(metadata.minedAt)),
        )
        const flat = groups.flatMap(({ year, months }) =>
          months.flatMap(({ month, transactions: items }) =>
            items.map((item) => ({ year, month, time: Date.parse(item.metadata.minedAt), item })),
          ),
        )
        expect(flat.map(({ item }) => item.id).sort(byNumber)).toEqual(readable.map(({ id }) => id))
        for (const [index, entry] of flat.entries()) {
          const date = new Date(entry.time)
          expect([entry.year, entry.month]).toEqual([date.getFullYear(), date.getMonth()])
          if (index > 0) expect(entry.time).toBeLessThanOrEqual(flat[index - 1]!.time)
        }
      }),
      parameters,
    )
  })
})
