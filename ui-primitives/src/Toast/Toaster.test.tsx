// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Toaster } from './Toaster.js'
import { toast } from './toast.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  act(() => {
    toast.dismiss()
    if (vi.isFakeTimers()) vi.runAllTimers()
  })
  cleanup()
  vi.useRealTimers()
})

/** sonner hands new toasts to its region on a timer tick. */
function raise(show: () => void) {
  act(() => {
    show()
    vi.advanceTimersByTime(1)
  })
}

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'))

describe('Toaster', () => {
  describe('given a toast raised after mount', () => {
    it('should announce it in a polite live region named Notifications', async () => {
      render(<Toaster />)
      raise(() => {
        toast('Address copied')
      })
      const region = screen.getByRole('region', { name: /Notifications/ })
      expect(region.getAttribute('aria-live')).toBe('polite')
      expect(region.textContent).toContain('Address copied')
      // axe schedules its own work on timers.
      vi.useRealTimers()
      expect(await axeViolations()).toEqual([])
    })

    it('should sit bottom right, unstyled, 14 px apart and 356 px wide', () => {
      render(<Toaster />)
      raise(() => {
        toast('Address copied')
      })
      const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')
      expect(list?.dataset.yPosition).toBe('bottom')
      expect(list?.dataset.xPosition).toBe('right')
      expect(list?.style.getPropertyValue('--gap')).toBe('14px')
      expect(list?.style.getPropertyValue('--width')).toBe('356px')
      expect(toasts()[0]?.dataset.styled).toBe('false')
    })

    it('should close by itself after 4000 ms', () => {
      render(<Toaster />)
      raise(() => {
        toast('Address copied')
      })
      act(() => {
        vi.advanceTimersByTime(3900)
      })
      expect(toasts()[0]?.dataset.removed).toBe('false')
      act(() => {
        vi.advanceTimersByTime(200)
      })
      expect(toasts()[0]?.dataset.removed ?? 'true').toBe('true')
      act(() => {
        vi.advanceTimersByTime(1000)
      })
      expect(toasts()).toHaveLength(0)
    })
  })

  describe('given five toasts at once', () => {
    it('should show at most 3', () => {
      render(<Toaster />)
      raise(() => {
        for (const n of [1, 2, 3, 4, 5]) toast(`Toast ${n}`)
      })
      const visible = toasts().filter((element) => element.dataset.visible === 'true')
      expect(visible).toHaveLength(3)
      expect(visible.map((element) => element.textContent)).toEqual([
        'Toast 5',
        'Toast 4',
        'Toast 3',
      ])
    })
  })

  describe('given two regions with ids', () => {
    it('should route each toast to its own region', () => {
      render(
        <>
          <Toaster id="a" containerAriaLabel="A notifications" />
          <Toaster id="b" containerAriaLabel="B notifications" />
        </>,
      )
      raise(() => {
        toast('For B', { toasterId: 'b' })
      })
      expect(screen.getByRole('region', { name: /^B notifications/ }).textContent).toContain(
        'For B',
      )
      expect(screen.getByRole('region', { name: /^A notifications/ }).textContent).not.toContain(
        'For B',
      )
    })
  })

  describe('given unstyled={false}', () => {
    it('should keep sonner styles', () => {
      render(<Toaster unstyled={false} />)
      raise(() => {
        toast('Styled')
      })
      expect(toasts()[0]?.dataset.styled).toBe('true')
    })
  })
})
