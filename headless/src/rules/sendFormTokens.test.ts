import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import { defineNetwork } from '../chains/network.js'
import { devnet } from '../test/testFoyer.js'
import {
  exceedsBalance,
  matchingSendTokens,
  networkBalanceInUsd,
  normalizeTokenSearch,
  receiverKind,
  sendAmountInUsd,
  sendFormTokens,
} from './sendFormTokens.js'

const network = defineNetwork(devnet)
const balance = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
  ...overrides,
})
const fusd = balance({
  name: 'Foyer USD',
  symbol: 'FUSD',
  address: 'eip155:31337:0x83F695982dE4E24447D48fbF2E38ec81d8572E46',
  price: 1,
  quantity: { decimals: '6', numeric: '10000' },
})

describe('sendFormTokens', () => {
  test('default: the balances, native first, token addresses without their CAIP prefix', () => {
    const tokens = sendFormTokens([fusd, balance({})], network, undefined)
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', undefined, 18],
      ['FUSD', '0x83F695982dE4E24447D48fbF2E38ec81d8572E46', 6],
    ])
    expect(networkBalanceInUsd(tokens)).toBe(3000)
  })
  test('behavior: without a native balance entry the network currency comes from the RPC read', () => {
    const tokens = sendFormTokens(undefined, network, 25n * 10n ** 17n)
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '2.5', price: 0 },
    ])
    expect(networkBalanceInUsd(tokens)).toBeUndefined()
    expect(sendFormTokens(undefined, network, undefined)).toEqual([])
    expect(sendFormTokens([], null, 1n)).toEqual([])
  })
  test('parameters: amount — its USD value and whether it exceeds the balance', () => {
    const [eth] = sendFormTokens([balance({})], network, undefined)
    expect(sendAmountInUsd('0.5', eth)).toBe(1500)
    expect(sendAmountInUsd('x', eth)).toBeUndefined()
    expect(sendAmountInUsd(undefined, eth)).toBeUndefined()
    expect(exceedsBalance('1', eth)).toBe(false)
    expect(exceedsBalance('1.000000000000000001', eth)).toBe(true)
    expect(exceedsBalance('1', undefined)).toBe(false)
  })
  test.each([
    [undefined, 'eip155', 'empty'],
    ['  ', 'eip155', 'empty'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155', 'address'],
    ['70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155', 'address'],
    ['ada.reown.id', 'eip155', 'name'],
    ['ada', 'eip155', 'name'],
    ['ada.reown.id', 'solana', 'invalid'],
    ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'solana', 'address'],
    ['not an address!', 'eip155', 'invalid'],
  ] as const)('parameters: receiver %j on %s is %s', (receiver, namespace, kind) => {
    expect(receiverKind(receiver, namespace)).toBe(kind)
  })
})

describe('matchingSendTokens', () => {
  const tokens = sendFormTokens([balance({}), fusd], network, undefined)
  const [eth, usd] = tokens

  test('default: every token for an empty search, each with its balance in USD', () => {
    expect(matchingSendTokens(tokens, '  ', undefined)).toEqual([
      { token: eth, balanceInUsd: 3000, isSelected: false },
      { token: usd, balanceInUsd: 10000, isSelected: false },
    ])
  })

  test('parameters: search — by name or symbol, trimmed, any case', () => {
    const symbols = (search: string) =>
      matchingSendTokens(tokens, search, undefined).map((option) => option.token.symbol)
    expect(symbols(' fusd ')).toEqual(['FUSD'])
    expect(symbols('ETHER')).toEqual(['ETH'])
    expect(symbols('foyer')).toEqual(['FUSD'])
    expect(symbols('zzz')).toEqual([])
    expect(normalizeTokenSearch('  Ada ')).toBe('ada')
  })

  test('behavior: the token the form holds is selected; no price, no USD value', () => {
    const unpriced = { ...(eth as NonNullable<typeof eth>), price: 0 }
    const [option] = matchingSendTokens([unpriced], '', unpriced)
    expect(option).toMatchObject({ balanceInUsd: undefined, isSelected: true })
    expect(matchingSendTokens(tokens, 'fusd', eth)[0]?.isSelected).toBe(false)
  })
})
