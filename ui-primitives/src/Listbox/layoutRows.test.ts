import { describe, expect, it } from 'vitest'
import { layoutRows } from './layoutRows.js'

const row = (index: number) => ({ index, start: index * 10, end: index * 10 + 10 })

describe('layoutRows', () => {
  describe('given a contiguous window', () => {
    it('should pad for the rows above and below, with no margins', () => {
      const layout = layoutRows([row(5), row(6), row(7)], 1000)
      expect(layout.paddingTop).toBe(50)
      expect(layout.paddingBottom).toBe(1000 - 80)
      expect(layout.marginTop.size).toBe(0)
    })
  })

  describe('given a row kept far above the window', () => {
    it('should put the gap above the window as a margin', () => {
      const layout = layoutRows([row(0), row(50), row(51)], 1000)
      expect(layout.paddingTop).toBe(0)
      expect(layout.marginTop.get(50)).toBe(490)
      expect(layout.paddingBottom).toBe(1000 - 520)
    })
  })

  describe('given no rows', () => {
    it('should pad for the whole list', () => {
      expect(layoutRows([], 300)).toMatchObject({ paddingTop: 0, paddingBottom: 300 })
    })
  })
})
