// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Example, openWithTrigger, SiblingOverlay } from '../testing/dialogExamples.js'
import { emulateChromium } from '../testing/emulateChromium.js'

emulateChromium()
afterEach(cleanup)

describe('Dialog', () => {
  describe('given a closed dialog with a trigger', () => {
    it('should render no dialog until the trigger is pressed, then open it', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      expect(screen.queryByRole('dialog')).toBeNull()
      const trigger = screen.getByRole('button', { name: 'Connect wallet' })
      expect(trigger.getAttribute('aria-expanded')).toBe('false')
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
      expect(trigger.dataset.state).toBe('closed')

      const dialog = await openWithTrigger(user)
      expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger', expect.any(Event))
      expect(trigger.getAttribute('aria-expanded')).toBe('true')
      expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
      expect(trigger.dataset.state).toBe('open')
    })

    it('should render into document.body by default', async () => {
      const user = userEvent.setup()
      const { container } = render(<Example />)
      const dialog = await openWithTrigger(user)
      expect(container.contains(dialog)).toBe(false)
      expect(document.body.contains(dialog)).toBe(true)
    })
  })

  describe('given a portal container', () => {
    it('should render the dialog inside that container', async () => {
      const host = document.createElement('div')
      host.setAttribute('data-foyer', '')
      document.body.append(host)
      render(<Example defaultOpen container={host} />)
      const dialog = await screen.findByRole('dialog')
      expect(host.contains(dialog)).toBe(true)
      host.remove()
    })
  })

  describe('given an open dialog', () => {
    it('should move focus to the first focusable element inside', async () => {
      const user = userEvent.setup()
      render(<Example />)
      const dialog = await openWithTrigger(user)
      expect(dialog.contains(document.activeElement)).toBe(true)
    })

    it('should keep Tab and Shift+Tab cycling within the content', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      const search = screen.getByRole('textbox', { name: 'Search wallets' })
      const wallet = screen.getByRole('button', { name: 'Browser wallet' })
      const close = screen.getByRole('button', { name: 'Close' })

      await user.tab()
      expect(document.activeElement).toBe(wallet)
      await user.tab()
      expect(document.activeElement).toBe(close)
      await user.tab()
      await waitFor(() => expect(document.activeElement).toBe(search))
      await user.tab({ shift: true })
      await waitFor(() => expect(document.activeElement).toBe(close))
    })

    it('should close on Escape with reason escape-key and return focus to the trigger', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key', expect.any(Event))
      expect(onOpenChange).toHaveBeenCalledTimes(2)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect wallet' })),
      )
    })

    it('should close on a press outside the content with reason outside-press', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.click(screen.getByTestId('overlay'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'outside-press', expect.any(Event))
    })

    it('should stay open on a press inside the content', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      await user.click(screen.getByRole('button', { name: 'Browser wallet' }))
      await user.click(screen.getByRole('heading', { name: 'Connect a wallet' }))
      expect(screen.getByRole('dialog')).toBeTruthy()
    })

    it('should close from Dialog.Close with reason close-button and return focus', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await openWithTrigger(user)
      await user.click(screen.getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'close-button', expect.any(Event))
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect wallet' })),
      )
    })

    it('should be a modal dialog labelled by its title and described by its description', async () => {
      render(<Example defaultOpen />)
      const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
      expect(dialog.getAttribute('aria-modal')).toBe('true')
      const title = screen.getByRole('heading', { name: 'Connect a wallet' })
      expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
      const description = screen.getByText('Pick one to continue.')
      expect(dialog.getAttribute('aria-describedby')).toBe(description.id)
    })

    it('should expose data-state="open" on the overlay and the content', async () => {
      render(<Example defaultOpen />)
      await screen.findByRole('dialog')
      expect(screen.getByTestId('overlay').dataset.state).toBe('open')
      expect(screen.getByTestId('content').dataset.state).toBe('open')
    })

    it('should have no axe violations', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await openWithTrigger(user)
      expect(await axeViolations(document.body)).toEqual([])
    })
  })

  describe('given the overlay rendered beside the content rather than around it', () => {
    it('should still lock scroll, close on an overlay press and pass axe', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<SiblingOverlay onOpenChange={onOpenChange} />)
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
      )
      expect(document.body.style.overflow).toBe('hidden')
      expect(await axeViolations(document.body)).toEqual([])
      await user.click(screen.getByTestId('overlay'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenCalledWith(false, 'outside-press', expect.any(Event))
    })
  })

  describe('given a dialog without a description', () => {
    it('should not set aria-describedby', async () => {
      render(<Example defaultOpen withDescription={false} />)
      const dialog = await screen.findByRole('dialog')
      expect(dialog.hasAttribute('aria-describedby')).toBe(false)
    })
  })
})
