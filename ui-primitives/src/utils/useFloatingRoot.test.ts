// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type UseFloatingRootParameters, useFloatingRoot } from './useFloatingRoot.js'

type Reason = 'trigger' | 'escape-key'
const base: UseFloatingRootParameters<Reason> = {
  open: undefined,
  defaultOpen: false,
  onOpenChange: undefined,
  resolveChange: (_open, reason) => (reason === 'escape-key' ? 'escape-key' : undefined),
  exitDuration: 0,
}

describe('useFloatingRoot', () => {
  describe('given no open prop', () => {
    it('should own the state and report each change with its reason', () => {
      const onOpenChange = vi.fn()
      const { result } = renderHook(() => useFloatingRoot({ ...base, onOpenChange }))
      expect(result.current.state).toBe('closed')
      expect(result.current.isMounted).toBe(false)
      act(() => result.current.setOpen(true, 'trigger', new Event('click')))
      expect(result.current.open).toBe(true)
      expect(result.current.state).toBe('open')
      expect(result.current.isMounted).toBe(true)
      expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger')
    })
  })

  describe('given an open prop', () => {
    it('should follow it and let the owner veto a change by not passing it back', () => {
      const onOpenChange = vi.fn()
      const { result } = renderHook(() => useFloatingRoot({ ...base, open: true, onOpenChange }))
      act(() => result.current.setOpen(false, 'trigger'))
      expect(onOpenChange).toHaveBeenCalledWith(false, 'trigger')
      expect(result.current.open).toBe(true)
    })
  })

  describe('given reportEvent', () => {
    it('should pass the event as the third argument', () => {
      const onOpenChange = vi.fn()
      const event = new Event('click')
      const { result } = renderHook(() =>
        useFloatingRoot({ ...base, onOpenChange, reportEvent: true }),
      )
      act(() => result.current.setOpen(true, 'trigger', event))
      expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger', event)
    })
  })

  describe("given Floating UI's own requests", () => {
    it('should apply those resolveChange names and ignore the rest', () => {
      const onOpenChange = vi.fn()
      const { result } = renderHook(() =>
        useFloatingRoot({ ...base, defaultOpen: true, onOpenChange }),
      )
      const { onOpenChange: floatingChange } = result.current.floating.context
      act(() => floatingChange(false, new Event('pointerdown'), 'outside-press'))
      expect(result.current.open).toBe(true)
      act(() => floatingChange(false, new KeyboardEvent('keydown'), 'escape-key'))
      expect(result.current.open).toBe(false)
      expect(onOpenChange).toHaveBeenCalledOnce()
      expect(onOpenChange).toHaveBeenCalledWith(false, 'escape-key')
    })
  })
})
