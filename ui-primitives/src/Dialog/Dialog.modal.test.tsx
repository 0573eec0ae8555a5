// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Popover } from '../Popover/Popover.js'
import { Example, openWithTrigger } from '../testing/dialogExamples.js'
import { emulateChromium } from '../testing/emulateChromium.js'
import { Dialog } from './Dialog.js'

emulateChromium()
afterEach(cleanup)

/** The `<body>` children the dialog left usable (not inert). */
const usableBodyChildren = () =>
  [...document.body.children].filter((el) => !el.hasAttribute('inert'))

/** A dialog with a button that opens a second dialog from inside it. */
function Nested() {
  const [inner, setInner] = useState(false)
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="outer-overlay">
          <Dialog.Content>
            <Dialog.Title>Outer</Dialog.Title>
            <button type="button" onClick={() => setInner(true)}>
              More
            </button>
            <Dialog.Root open={inner} onOpenChange={setInner}>
              <Dialog.Portal>
                <Dialog.Overlay data-testid="inner-overlay">
                  <Dialog.Content>
                    <Dialog.Title>Inner</Dialog.Title>
                    <Dialog.Close>Back</Dialog.Close>
                  </Dialog.Content>
                </Dialog.Overlay>
              </Dialog.Portal>
            </Dialog.Root>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

describe('Dialog (modal behaviour)', () => {
  describe('given a page with other content, an inert element and a live region', () => {
    it('should make the page inert while open, keep the live region, and undo only its own marks', async () => {
      const user = userEvent.setup()
      const aside = document.body.appendChild(document.createElement('aside'))
      const frozen = document.body.appendChild(document.createElement('section'))
      frozen.setAttribute('inert', '')
      const live = document.body.appendChild(document.createElement('div'))
      live.setAttribute('aria-live', 'polite')
      try {
        const { container } = render(<Example />)
        const dialog = await openWithTrigger(user)
        expect(container.hasAttribute('inert')).toBe(true)
        expect(aside.hasAttribute('inert')).toBe(true)
        expect(live.hasAttribute('inert')).toBe(false)
        expect(usableBodyChildren()).toEqual([live, dialog.closest('[data-dialog-portal]')])

        await user.keyboard('{Escape}')
        expect(container.hasAttribute('inert')).toBe(false)
        expect(aside.hasAttribute('inert')).toBe(false)
        expect(frozen.hasAttribute('inert')).toBe(true)
      } finally {
        aside.remove()
        frozen.remove()
        live.remove()
      }
    })
  })

  describe('given a dialog opened from inside another', () => {
    it('should leave the outer dialog inert, close only the inner one on Escape, and give focus back', async () => {
      const user = userEvent.setup()
      render(<Nested />)
      const more = await screen.findByRole('button', { name: 'More' })
      await user.click(more)
      const inner = await screen.findByRole('dialog', { name: 'Inner' })
      const outerPortal = more.closest('[data-dialog-portal]')
      expect(outerPortal?.hasAttribute('inert')).toBe(true)
      // Focus moves in with the next frame.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' })),
      )

      await user.keyboard('{Escape}')
      expect(inner.isConnected).toBe(false)
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy()
      expect(outerPortal?.hasAttribute('inert')).toBe(false)
      await waitFor(() => expect(document.activeElement).toBe(more))
      expect(document.body.style.overflow).toBe('hidden')

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull()
      expect(document.body.style.overflow).toBe('')
    })
  })

  describe('given a popover the content renders into a portal of its own', () => {
    it('should treat presses inside the popover as inside the dialog', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      const picked = vi.fn()
      render(
        <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
          <Dialog.Portal>
            <Dialog.Content>
              <Dialog.Title>Account</Dialog.Title>
              <Popover.Root>
                <Popover.Trigger>Network</Popover.Trigger>
                <Popover.Portal>
                  <Popover.Content>
                    <Popover.Title>Switch network</Popover.Title>
                    <button type="button" onClick={picked}>
                      Base
                    </button>
                  </Popover.Content>
                </Popover.Portal>
              </Popover.Root>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>,
      )
      await user.click(await screen.findByRole('button', { name: 'Network' }))
      const base = await screen.findByRole('button', { name: 'Base' })
      expect(screen.getByRole('dialog', { name: 'Account' }).contains(base)).toBe(false)
      await user.click(base)
      expect(picked).toHaveBeenCalledTimes(1)
      expect(onOpenChange).not.toHaveBeenCalled()
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    })
  })

  describe('given a page with a vertical scrollbar', () => {
    it('should pad the body by the scrollbar width while the scroll is locked', async () => {
      const user = userEvent.setup()
      const clientWidth = vi
        .spyOn(document.documentElement, 'clientWidth', 'get')
        .mockReturnValue(window.innerWidth - 15)
      document.body.style.paddingRight = '4px'
      try {
        render(<Example />)
        await openWithTrigger(user)
        expect(document.body.style.paddingRight).toBe('19px')
        await user.keyboard('{Escape}')
        expect(document.body.style.paddingRight).toBe('4px')
        expect(document.body.style.overflow).toBe('')
      } finally {
        clientWidth.mockRestore()
        document.body.style.paddingRight = ''
      }
    })
  })
})
