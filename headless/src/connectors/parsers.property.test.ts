import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyNumber, anyString, anyValue, parameters, returns } from '../test/properties.js'
import { parseEvmChainId } from './eip1193.js'
import { isProviderDetail } from './eip6963.js'

// Property-based: a wallet's chain id answer and an EIP-6963 announcement are read from anything
// without throwing at all — what fails reads as undefined (or false).

describe('parseEvmChainId', () => {
  test('property: a positive safe integer or undefined, for anything a wallet answers', () => {
    const answer = fc.oneof(
      anyValue,
      anyNumber,
      anyString,
      fc.nat().map((id) => `0x${id.toString(16)}`),
      fc.nat().map(String),
    )
    fc.assert(
      fc.property(answer, (value) => {
        const chainId = returns(() => parseEvmChainId(value))
        if (chainId !== undefined) {
          expect(Number.isSafeInteger(chainId)).toBe(true)
          expect(chainId).toBeGreaterThan(0)
        }
      }),
      parameters,
    )
  })
  test('property: decimal and hex forms of an id read the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseEvmChainId(id)).toBe(id)
        expect(parseEvmChainId(String(id))).toBe(id)
        expect(parseEvmChainId(`0x${id.toString(16)}`)).toBe(id)
      }),
      parameters,
    )
  })
})

describe('isProviderDetail', () => {
  test('property: answers anything an EIP-6963 announcement may carry', () => {
    const detail = fc.oneof(
      anyValue,
      fc.record({
        info: fc.oneof(
          anyValue,
          fc.record({ uuid: anyString, name: anyString, icon: anyString, rdns: anyString }),
        ),
        provider: fc.oneof(anyValue, fc.constant({ request: async () => null })),
      }),
    )
    fc.assert(
      fc.property(detail, (value) => {
        expect(typeof returns(() => isProviderDetail(value))).toBe('boolean')
      }),
      parameters,
    )
  })
})
