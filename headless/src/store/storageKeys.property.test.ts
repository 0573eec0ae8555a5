import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, parameters, returns } from '../test/properties.js'
import type { StorageEntry } from './storage.js'
import { storageEntries } from './storageKeys.js'

// Property-based: every stored value is read from anything without throwing at all — what
// fails reads as undefined.

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
