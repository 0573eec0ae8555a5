// Polkadot, cosmos and bip122 in the pure chain layer: CAIP-2 and CAIP-10 parsing, address
// checks, account types and defineNetwork. (No connector reaches polkadot or cosmos.)
import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { createFoyer } from '../store/createFoyer.js'
import { memoryStorage } from '../store/storage.js'
import { namespaceAccountTypes, resolveAccountType } from './accountTypes.js'
import { formatCaipAddress, parseCaipAddress } from './caipAddress.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js'
import { isAddressOfNamespace } from './isAddress.js'
import type { ChainNamespace } from './namespaces.js'
import { defineNetwork } from './network.js'

const cases = [
  {
    namespace: 'polkadot',
    reference: '91b171bb158e2d3848fa23a9f1c25182',
    address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    accountTypes: ['eoa'],
    defaultType: 'eoa',
  },
  {
    namespace: 'cosmos',
    reference: 'cosmoshub-4',
    address: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    accountTypes: [],
    defaultType: undefined,
  },
  {
    namespace: 'bip122',
    reference: '000000000933ea01ad0ee984209779ba',
    address: 'tb1q75d0l2ym42xk4nd4dmj39lc09qd38l0cpngzp6',
    accountTypes: ['payment'],
    defaultType: 'payment',
  },
] as const satisfies readonly {
  namespace: ChainNamespace
  reference: string
  address: string
  accountTypes: readonly string[]
  defaultType: string | undefined
}[]

describe.each(cases)('$namespace', ({ namespace, reference, address, ...types }) => {
  const caipNetworkId = formatCaipNetworkId(namespace, reference)

  test('default: CAIP-2 and CAIP-10 ids parse back to their parts', () => {
    expect(caipNetworkId).toBe(`${namespace}:${reference}`)
    expect(parseCaipNetworkId(caipNetworkId)).toEqual({ chainNamespace: namespace, reference })
    expect(parseCaipAddress(formatCaipAddress(caipNetworkId, address))).toEqual({
      chainNamespace: namespace,
      chainId: reference,
      caipNetworkId,
      address,
    })
  })

  test.each([
    ['a missing reference', `${namespace}:`],
    ['an extra part', `${namespace}:${reference}:x`],
  ])('error: a CAIP-2 id with %s does not parse', (_, value) => {
    expect(parseCaipNetworkId(value)).toBeUndefined()
  })

  test.each([
    ['a missing address', `${namespace}:${reference}:`],
    ['a missing reference', `${namespace}::${address}`],
    ['a fourth part', `${namespace}:${reference}:${address}:x`],
  ])('error: a CAIP-10 id with %s does not parse', (_, value) => {
    expect(parseCaipAddress(value)).toBeUndefined()
  })

  test('default: any non-empty address without spaces passes (the spec gives no rule)', () => {
    expect(isAddressOfNamespace(namespace, address)).toBe(true)
    expect(isAddressOfNamespace(namespace, '')).toBe(false)
    expect(isAddressOfNamespace(namespace, `${address} x`)).toBe(false)
    expect(isAddressOfNamespace(namespace, 42)).toBe(false)
  })

  test('default: account types (SPEC §3)', () => {
    expect(namespaceAccountTypes[namespace]).toEqual(types.accountTypes)
    expect(resolveAccountType(namespace)).toBe(types.defaultType)
    expect(resolveAccountType(namespace, { [namespace]: 'smartAccount' })).toBe(types.defaultType)
  })

  test('default: defineNetwork makes a network a host can list', () => {
    const network = defineNetwork(
      defineChain({
        id: 1000,
        name: `${namespace} test`,
        nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 8 },
        rpcUrls: { default: { http: ['http://127.0.0.1:4'] } },
      }),
      { chainNamespace: namespace, reference },
    )
    expect(network).toMatchObject({ chainNamespace: namespace, caipNetworkId })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
    })
    expect(foyer.options.networks.map((item) => item.caipNetworkId)).toEqual([caipNetworkId])
  })
})
