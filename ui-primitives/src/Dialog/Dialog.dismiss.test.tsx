// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  Controlled,
  Example,
  openWithTrigger,
  Programmatic,
  WithInitialFocus,
} from '../testing/dialogExamples.js'
import { emulateChromium } from '../testing/emulateChromium.js'
import { Dialog } from './Dialog.js'
import type { DialogOpenChangeReason } from './DialogContext.js'

emulateChromium()
afterEach(cleanup)

describe('Dialog', () => {
  describe('given dismissOnEscape={false}', () => {
    it('should stay open on Escape but still report the attempt to onEscapeKeyDown', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      const onEscapeKeyDown = vi.fn()
      render(
        <Example
          dismissOnEscape={false}
          onOpenChange={onOpenChange}
          content={{ onEscapeKeyDown }}
        />,
      )
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onEscapeKeyDown).toHaveBeenCalledTimes(1)
      expect(onOpenChange).not.toHaveBeenCalledWith(false, expect.anything(), expect.anything())
    })
  })

  describe('given dismissOnOutsidePress={false}', () => {
    it('should stay open on an outside press but still report it', async () => {
      const user = userEvent.setup()
      const onPointerDownOutside = vi.fn()
      render(<Example dismissOnOutsidePress={false} content={{ onPointerDownOutside }} />)
      await openWithTrigger(user)
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onPointerDownOutside).toHaveBeenCalledTimes(1)
    })
  })

  describe('given content callbacks that call preventDefault()', () => {
    it('should veto closing on Escape and on outside press', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(
        <Example
          onOpenChange={onOpenChange}
          content={{
            onEscapeKeyDown: (event) => event.preventDefault(),
            onPointerDownOutside: (event) => event.preventDefault(),
          }}
        />,
      )
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      expect(onOpenChange).toHaveBeenCalledTimes(1)
    })
  })

  describe('given a consumer onClick on Dialog.Close that calls preventDefault()', () => {
    it('should not close', async () => {
      const user = userEvent.setup()
      render(
        <Example defaultOpen>
          <Dialog.Close onClick={(event) => event.preventDefault()}>Not now</Dialog.Close>
        </Example>,
      )
      await user.click(await screen.findByRole('button', { name: 'Not now' }))
      expect(screen.getByRole('dialog')).toBeTruthy()
    })
  })

  describe('given no trigger and a dialog opened programmatically from another button', () => {
    it('should return focus to the element focused before opening', async () => {
      const user = userEvent.setup()
      render(<Programmatic />)
      const opener = screen.getByRole('button', { name: 'Open from elsewhere' })
      await user.click(opener)
      const done = await screen.findByRole('button', { name: 'Done' })
      await waitFor(() => expect(document.activeElement).toBe(done))
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      await waitFor(() => expect(document.activeElement).toBe(opener))
    })
  })

  describe('given an initialFocus ref', () => {
    it('should focus that element on open', async () => {
      render(<WithInitialFocus />)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preferred' })),
      )
    })
  })

  describe('given content with nothing focusable', () => {
    it('should focus the content itself', async () => {
      render(
        <Dialog.Root defaultOpen>
          <Dialog.Portal>
            <Dialog.Content>
              <Dialog.Title>Waiting for the wallet…</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>,
      )
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(document.activeElement).toBe(dialog))
    })
  })

  describe('given an overlay (scroll lock)', () => {
    it('should lock body scroll while open and release it when closed', async () => {
      const user = userEvent.setup()
      render(<Example />)
      expect(document.body.style.overflow).toBe('')
      await openWithTrigger(user)
      expect(document.body.style.overflow).toBe('hidden')
      await user.keyboard('{Escape}')
      expect(document.body.style.overflow).toBe('')
    })
  })

  describe('given controlled mode', () => {
    it('should follow the open prop and let the owner veto a close', async () => {
      const user = userEvent.setup()
      const reasons: DialogOpenChangeReason[] = []
      render(<Controlled onReason={(reason) => reasons.push(reason)} />)
      await screen.findByRole('dialog')
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')))
      await user.click(screen.getByTestId('overlay'))
      expect(screen.getByRole('dialog')).toBeTruthy()
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByText('hidden')).toBeTruthy()
      expect(reasons).toEqual(['outside-press', 'escape-key'])
    })

    it('should open and close when the owner changes open', async () => {
      const { rerender } = render(<Example open={false} />)
      expect(screen.queryByRole('dialog')).toBeNull()
      rerender(<Example open />)
      expect(await screen.findByRole('dialog')).toBeTruthy()
      rerender(<Example open={false} />)
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  describe('given uncontrolled mode with defaultOpen', () => {
    it('should start open and close on its own', async () => {
      const user = userEvent.setup()
      render(<Example defaultOpen />)
      await screen.findByRole('dialog')
      await user.click(screen.getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  describe('given an exitDuration', () => {
    it('should keep the parts mounted with data-state="closed" until it elapses', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
        render(<Example exitDuration={200} />)
        await openWithTrigger(user)
        await user.keyboard('{Escape}')
        expect(screen.getByTestId('content').dataset.state).toBe('closed')
        expect(screen.getByTestId('overlay').dataset.state).toBe('closed')
        expect(document.body.style.overflow).toBe('')
        await act(async () => {
          vi.advanceTimersByTime(250)
        })
        expect(screen.queryByTestId('content')).toBeNull()
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
