import { describe, expect, it, vi } from 'vitest'
import { composeEventHandlers } from './composeEventHandlers.js'
import { mergeProps } from './mergeProps.js'

function event() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true
    },
  }
}

describe('composeEventHandlers', () => {
  describe('given both handlers', () => {
    it("should run the consumer's first, then ours", () => {
      const calls: string[] = []
      const handler = composeEventHandlers(
        () => calls.push('theirs'),
        () => calls.push('ours'),
      )
      handler(event())
      expect(calls).toEqual(['theirs', 'ours'])
    })
  })

  describe('given a consumer handler that calls preventDefault()', () => {
    it('should skip ours', () => {
      const ours = vi.fn()
      composeEventHandlers((e: ReturnType<typeof event>) => e.preventDefault(), ours)(event())
      expect(ours).not.toHaveBeenCalled()
    })

    it('should still run ours when checkForDefaultPrevented is false', () => {
      const ours = vi.fn()
      composeEventHandlers((e: ReturnType<typeof event>) => e.preventDefault(), ours, {
        checkForDefaultPrevented: false,
      })(event())
      expect(ours).toHaveBeenCalledOnce()
    })
  })

  describe('given no consumer handler', () => {
    it('should run ours', () => {
      const ours = vi.fn()
      composeEventHandlers(undefined, ours)(event())
      expect(ours).toHaveBeenCalledOnce()
    })
  })
})

describe('mergeProps', () => {
  describe('given handlers and values on both sides', () => {
    it('should compose handlers (consumer first) and let consumer values win', () => {
      const calls: string[] = []
      const merged = mergeProps(
        { id: 'ours', role: 'dialog', onKeyDown: () => calls.push('ours') },
        { id: 'theirs', title: undefined, onKeyDown: () => calls.push('theirs') },
      )
      ;(merged.onKeyDown as (e: ReturnType<typeof event>) => void)(event())
      expect(calls).toEqual(['theirs', 'ours'])
      expect(merged.id).toBe('theirs')
      expect(merged.role).toBe('dialog')
      expect('title' in merged).toBe(false)
    })
  })
})
