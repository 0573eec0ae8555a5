import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyNumber, anyString, anyValue, parameters, returns } from '../test/properties.js'
import { isProviderDetail, parseEvmChainId, type StorageEntry, storageEntries } from './index.js'

// Property-based, for the parsers of the internal entry: a wallet's chain id answer and every
// stored value are read from anything without throwing at all — what fails reads as undefined.

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

describe('storage entries', () => {
  const entry = fc.constantFrom(...(storageEntries as readonly StorageEntry<unknown>[]))
  // JSON is what storage holds; anything else is what a host's own storage could hand back.
  const stored = fc.oneof(anyValue, fc.jsonValue())
  test('property: every parse returns a value or undefined, never throws', () => {
    fc.assert(
      fc.property(entry, stored, (item, raw) => {
        returns(() => item.parse(raw))
      }),
      parameters,
    )
  })
  test('property: a parsed JSON value survives a write and a read', () => {
    fc.assert(
      fc.property(entry, fc.jsonValue(), (item, raw) => {
        const parsed = item.parse(raw)
        if (parsed === undefined) return
        const stringified = JSON.stringify(parsed)
        if (stringified === undefined) return
        expect(item.parse(JSON.parse(stringified))).toEqual(JSON.parse(stringified))
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
