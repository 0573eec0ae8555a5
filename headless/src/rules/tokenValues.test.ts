import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { tokenPriceAddresses, totalTokenValue, withTokenPrices } from './tokenValues.js'

const chainId = 'eip155:31337'
const fusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId,
  quantity: { decimals: '18', numeric: '9999.5' },
  iconUrl: '',
}
const usd: TokenBalance = {
  name: 'Foyer USD',
  symbol: 'FUSD',
  chainId,
  address: fusd,
  quantity: { decimals: '6', numeric: '1000.123' },
  iconUrl: '',
}
const priced: TokenBalance = {
  ...usd,
  symbol: 'FOY',
  address: `${chainId}:0x1`,
  price: 2,
  value: 20,
  quantity: { decimals: '18', numeric: '10' },
}
const prices = [
  { symbol: 'eth', price: 3000 },
  { symbol: 'FUSD', price: 1 },
  { symbol: 'FOY', price: 99 },
]

describe('tokenPriceAddresses', () => {
  test('default: the unpriced tokens as CAIP-10, the native coin by placeholder, sorted', () => {
    expect(tokenPriceAddresses([usd, eth, priced, eth])).toEqual([
      `${chainId}:${fusd}`,
      `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    ])
    expect(tokenPriceAddresses([priced])).toEqual([])
  })

  test('error: not a list', () => {
    expect(() => tokenPriceAddresses(undefined as never)).toThrow(InvalidParameterError)
  })
})

describe('withTokenPrices', () => {
  test('default: price by symbol (any case), value = quantity × price in cents', () => {
    const [first, second, third] = withTokenPrices([eth, usd, priced], prices)
    expect(first).toMatchObject({ price: 3000, value: 29_998_500 })
    expect(second).toMatchObject({ price: 1, value: 1000.12 })
    // A token whose source priced it keeps its own price.
    expect(third).toBe(priced)
  })

  test('behavior: a token the price list does not name stays without a value', () => {
    const [only] = withTokenPrices([usd], [{ symbol: 'ETH', price: 3000 }])
    expect(only).toBe(usd)
    expect(only?.value).toBeUndefined()
  })

  test('error: bad lists name the parameter', () => {
    expect(() => withTokenPrices(null as never, [])).toThrow(/tokens/)
    expect(() => withTokenPrices([], 'x' as never)).toThrow(/prices/)
  })
})

describe('totalTokenValue', () => {
  test('default: the sum of the values, in cents', () => {
    expect(totalTokenValue(withTokenPrices([eth, usd, priced], prices))).toBe(29_999_520.12)
    expect(
      totalTokenValue([
        { ...usd, value: 0.1 },
        { ...usd, value: 0.2 },
      ]),
    ).toBe(0.3)
  })

  test('behavior: undefined when no token has a value (not $0.00)', () => {
    expect(totalTokenValue([eth, usd])).toBeUndefined()
    expect(totalTokenValue([])).toBeUndefined()
  })

  test('error: not a list', () => {
    expect(() => totalTokenValue({} as never)).toThrow(InvalidParameterError)
  })
})
