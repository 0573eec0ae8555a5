import { describe, expect, it } from 'vitest'
import { findTypeaheadMatch, getNextIndex, type NavigationState } from './getNextIndex.js'

const names = ['Ethereum', 'Base', 'Bitcoin', 'Arbitrum', 'Blast', 'Celo', 'Optimism', 'Zora']
/** Eight items; index 2 (Bitcoin) is disabled. */
const items = {
  count: names.length,
  isDisabled: (index: number) => index === 2,
  getText: (index: number) => names[index] ?? '',
}
const at = (index: number | null, extra: Partial<NavigationState> = {}): NavigationState => ({
  index,
  loop: false,
  pageSize: 3,
  search: '',
  ...extra,
})

describe('getNextIndex', () => {
  describe('given no highlight yet', () => {
    it('should start at the first enabled item on ArrowDown and the last on ArrowUp', () => {
      expect(getNextIndex(at(null), 'ArrowDown', items)).toBe(0)
      expect(getNextIndex(at(null), 'ArrowUp', items)).toBe(7)
    })
  })

  describe('given the arrow keys', () => {
    it('should move by one, skipping disabled items', () => {
      expect(getNextIndex(at(0), 'ArrowDown', items)).toBe(1)
      expect(getNextIndex(at(1), 'ArrowDown', items)).toBe(3)
      expect(getNextIndex(at(3), 'ArrowUp', items)).toBe(1)
    })

    it('should stay at the ends without loop, and wrap with it', () => {
      expect(getNextIndex(at(7), 'ArrowDown', items)).toBe(7)
      expect(getNextIndex(at(0), 'ArrowUp', items)).toBe(0)
      expect(getNextIndex(at(7, { loop: true }), 'ArrowDown', items)).toBe(0)
      expect(getNextIndex(at(0, { loop: true }), 'ArrowUp', items)).toBe(7)
    })
  })

  describe('given Home, End, PageDown and PageUp', () => {
    it('should jump to the ends and move by a page, landing on enabled items', () => {
      expect(getNextIndex(at(5), 'Home', items)).toBe(0)
      expect(getNextIndex(at(0), 'End', items)).toBe(7)
      expect(getNextIndex(at(0), 'PageDown', items)).toBe(3)
      expect(getNextIndex(at(6), 'PageDown', items)).toBe(7)
      expect(getNextIndex(at(null), 'PageDown', items)).toBe(1)
      expect(getNextIndex(at(5), 'PageUp', items)).toBe(3)
      expect(getNextIndex(at(1), 'PageUp', items)).toBe(0)
    })

    it('should move by at least one item when the view holds less than one', () => {
      expect(getNextIndex(at(0, { pageSize: 0 }), 'PageDown', items)).toBe(1)
    })
  })

  describe('given a printable character', () => {
    it('should find the next enabled item starting with the typed text', () => {
      expect(getNextIndex(at(0), 'b', items)).toBe(1)
      expect(getNextIndex(at(1), 'l', { ...items })).toBeUndefined()
      expect(getNextIndex(at(1, { search: 'b' }), 'l', items)).toBe(4)
      expect(getNextIndex(at(0), 'O', items)).toBe(6)
    })

    it('should cycle through the items of one repeated letter, past disabled ones', () => {
      expect(getNextIndex(at(1, { search: 'b' }), 'b', items)).toBe(4)
      expect(getNextIndex(at(4, { search: 'bb' }), 'b', items)).toBe(1)
    })

    it('should be off without item text', () => {
      expect(getNextIndex(at(0), 'b', { ...items, getText: undefined })).toBeUndefined()
    })
  })

  describe('given any other key or no items', () => {
    it('should let the key through', () => {
      expect(getNextIndex(at(0), 'Enter', items)).toBeUndefined()
      expect(getNextIndex(at(0), 'Tab', items)).toBeUndefined()
      expect(getNextIndex(at(null), 'ArrowDown', { ...items, count: 0 })).toBeUndefined()
    })
  })

  describe('given every item disabled', () => {
    it('should handle the key but move nowhere', () => {
      expect(getNextIndex(at(null), 'Home', { ...items, isDisabled: () => true })).toBeNull()
    })
  })
})

describe('findTypeaheadMatch', () => {
  it('should keep the current item while more letters still match it', () => {
    expect(findTypeaheadMatch('ba', 1, items)).toBe(1)
    expect(findTypeaheadMatch('', 1, items)).toBeUndefined()
  })
})
