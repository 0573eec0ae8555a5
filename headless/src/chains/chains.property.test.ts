import fc from 'fast-check'
import type { Chain } from 'viem'
import { describe, expect, test } from 'vitest'
import { ENS_MAX_CHAIN_ID_EXCLUSIVE } from '../constants/index.js'
import { EnsChainIdTooLargeError, InvalidCaipAddressError } from '../errors/chain.js'
import {
  anyNumber,
  anyString,
  anyValue,
  outcome,
  parameters,
  returns,
  withHostileExamples,
} from '../test/properties.js'
import { namespaceAccountTypes, resolveAccountType } from './accountTypes.js'
import {
  assertCaipAddress,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
} from './caipAddress.js'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js'
import { ensCoinType } from './ensCoinType.js'
import { isAddressOfNamespace } from './isAddress.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { chainNamespaces, isChainNamespace } from './namespaces.js'
import { defineNetwork, isNetwork, toNetwork } from './network.js'

// Property-based: any input the types allow returns or throws a FoyerError, never another error
// or a hang; CAIP ids round-trip through their formatters and parsers.

const namespace = fc.constantFrom(...chainNamespaces)
/** A CAIP part: non-empty, no ':'. */
const part = fc
  .oneof(fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/), fc.string({ minLength: 1 }))
  .filter((text) => !text.includes(':'))
/** Strings near a CAIP id: known and unknown namespaces, empty parts, extra colons. */
const caipLike = fc
  .array(fc.oneof(namespace, part, fc.constant('')), { maxLength: 5 })
  .map((parts) => parts.join(':'))
const anyInput = fc.oneof(anyValue, anyString, caipLike)

describe('CAIP-10 addresses', () => {
  test('property: parse, is and assert agree on anything', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const parsed = returns(() => parseCaipAddress(value))
        expect(returns(() => isCaipAddress(value))).toBe(parsed !== undefined)
        const asserted = outcome(() => assertCaipAddress(value))
        if (parsed) expect(asserted).toEqual({ ok: true, value: parsed })
        else if (!asserted.ok) expect(asserted.error).toBeInstanceOf(InvalidCaipAddressError)
        else expect.unreachable('assertCaipAddress accepted what parseCaipAddress refused')
        // What parses formats back to the same text.
        if (parsed) expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(value)
      }),
      withHostileExamples(),
    )
  })
  test('property: formatCaipAddress then parseCaipAddress round-trips valid parts', () => {
    fc.assert(
      fc.property(namespace, part, part, (chainNamespace, chainId, address) => {
        const caipNetworkId = formatCaipNetworkId(chainNamespace, chainId)
        expect(parseCaipAddress(formatCaipAddress(caipNetworkId, address))).toEqual({
          chainNamespace,
          chainId,
          caipNetworkId,
          address,
        })
      }),
      parameters,
    )
  })
  test('property: formatCaipAddress takes any strings', () => {
    fc.assert(
      fc.property(anyString, anyString, (network, address) => {
        const text = returns(() => formatCaipAddress(network as `eip155:${string}`, address))
        expect(text).toBe(`${network}:${address}`)
      }),
      parameters,
    )
  })
})

describe('CAIP-2 network ids', () => {
  test('property: parse and is agree on anything; what parses formats back', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const parsed = returns(() => parseCaipNetworkId(value))
        expect(returns(() => isCaipNetworkId(value))).toBe(parsed !== undefined)
        if (parsed) expect(formatCaipNetworkId(parsed.chainNamespace, parsed.reference)).toBe(value)
      }),
      withHostileExamples(),
    )
  })
  test('property: formatCaipNetworkId then parseCaipNetworkId round-trips valid parts', () => {
    fc.assert(
      fc.property(namespace, fc.oneof(part, fc.nat()), (chainNamespace, reference) => {
        expect(parseCaipNetworkId(formatCaipNetworkId(chainNamespace, reference))).toEqual({
          chainNamespace,
          reference: String(reference),
        })
      }),
      parameters,
    )
  })
  test('property: formatCaipNetworkId takes any reference', () => {
    fc.assert(
      fc.property(namespace, fc.oneof(anyString, anyNumber), (chainNamespace, reference) => {
        expect(returns(() => formatCaipNetworkId(chainNamespace, reference))).toBe(
          `${chainNamespace}:${reference}`,
        )
      }),
      parameters,
    )
  })
})

describe('ensCoinType', () => {
  test('property: 0x80000000 + id below 2^31, else EnsChainIdTooLargeError', () => {
    fc.assert(
      fc.property(fc.oneof(anyNumber, fc.nat()), (chainId) => {
        const result = outcome(() => ensCoinType(chainId))
        const valid =
          Number.isSafeInteger(chainId) && chainId >= 0 && chainId < ENS_MAX_CHAIN_ID_EXCLUSIVE
        if (valid) expect(result).toEqual({ ok: true, value: 0x80000000 + chainId })
        else if (!result.ok) expect(result.error).toBeInstanceOf(EnsChainIdTooLargeError)
        else expect.unreachable(`accepted ${chainId}`)
      }),
      parameters,
    )
  })
})

describe('namespaces, addresses and support', () => {
  test('property: isChainNamespace and isAddressOfNamespace answer anything', () => {
    fc.assert(
      fc.property(anyInput, namespace, (value, chainNamespace) => {
        expect(returns(() => isChainNamespace(value))).toBe(
          (chainNamespaces as readonly unknown[]).includes(value),
        )
        const isAddress = returns(() => isAddressOfNamespace(chainNamespace, value))
        if (isAddress) expect(typeof value).toBe('string')
      }),
      withHostileExamples('eip155' as const),
    )
  })
  test('property: isNetworkSupported is true without a list, else membership', () => {
    const id = fc.option(fc.oneof(anyString, caipLike), { nil: undefined })
    fc.assert(
      fc.property(
        id,
        fc.option(fc.array(fc.oneof(anyString, caipLike)), { nil: undefined }),
        (caipNetworkId, list) => {
          const supported = returns(() => isNetworkSupported(caipNetworkId, list))
          expect(supported).toBe(
            !list?.length || (caipNetworkId !== undefined && list.includes(caipNetworkId)),
          )
        },
      ),
      parameters,
    )
  })
  test('property: resolveAccountType gives an allowed type, or none for cosmos', () => {
    const accountType = fc.constantFrom('eoa', 'smartAccount', 'payment' as const)
    const preferred = fc.option(
      fc.dictionary(fc.oneof(namespace, anyString), fc.oneof(accountType, anyString) as never),
      { nil: undefined },
    )
    fc.assert(
      fc.property(namespace, preferred, (chainNamespace, wanted) => {
        const type = returns(() => resolveAccountType(chainNamespace, wanted))
        const allowed: readonly string[] = namespaceAccountTypes[chainNamespace]
        if (type === undefined) expect(chainNamespace).toBe('cosmos')
        else expect(allowed).toContain(type)
      }),
      parameters,
    )
  })
})

describe('networks', () => {
  const chain = fc.record(
    {
      id: fc.oneof(fc.nat(), anyNumber),
      name: anyString,
      nativeCurrency: fc.record({ name: anyString, symbol: anyString, decimals: anyNumber }),
      rpcUrls: fc.record({
        default: fc.record({ http: fc.array(anyString, { maxLength: 3 }) }),
      }),
      testnet: fc.boolean(),
    },
    { requiredKeys: ['id', 'name', 'nativeCurrency', 'rpcUrls'] },
  )
  const options = fc.record(
    { chainNamespace: namespace, reference: part, assets: fc.record({ imageUrl: anyString }) },
    { requiredKeys: [] },
  )
  test('property: defineNetwork and toNetwork make a network of any chain', () => {
    fc.assert(
      fc.property(chain, options, fc.boolean(), (value, given, nullPrototype) => {
        const input = (nullPrototype ? Object.assign(Object.create(null), value) : value) as Chain
        const network = returns(() => defineNetwork(input, given))
        const chainNamespace = given.chainNamespace ?? 'eip155'
        expect(network.caipNetworkId).toBe(`${chainNamespace}:${given.reference ?? value.id}`)
        expect(network.rpcUrls.chainDefault).toBe(value.rpcUrls.default)
        expect(returns(() => isNetwork(network))).toBe(true)
        expect(returns(() => toNetwork(network))).toBe(network)
        expect(returns(() => isNetwork(input))).toBe(false)
        expect(returns(() => toNetwork(input)).caipNetworkId).toBe(`eip155:${value.id}`)
      }),
      parameters,
    )
  })
})
