// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { emulateChromium } from '../testing/emulateChromium.js'
import { Popover } from './Popover.js'
import type { PopoverRootProps } from './PopoverRoot.js'

emulateChromium()
afterEach(cleanup)

function Example(props: Omit<PopoverRootProps, 'children'>) {
  return (
    <>
      <button type="button">Before</button>
      <Popover.Root {...props}>
        <Popover.Trigger>Network</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content data-testid="content">
            <Popover.Title>Switch network</Popover.Title>
            <Popover.Description>Your wallet will ask to confirm.</Popover.Description>
            <button type="button">Ethereum</button>
            <button type="button">Base</button>
            <Popover.Close>Cancel</Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <button type="button">After</button>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: 'Network' })

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger())
  const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ethereum' })),
  )
  return dialog
}

describe('Popover', () => {
  describe('given a click on the trigger', () => {
    it('should open a labelled, described dialog beside it and focus inside', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      expect(trigger().getAttribute('aria-expanded')).toBe('false')
      const dialog = await open(user)
      expect(onOpenChange).toHaveBeenLastCalledWith(true, 'trigger')
      expect(trigger().getAttribute('aria-expanded')).toBe('true')
      expect(trigger().getAttribute('aria-controls')).toBe(dialog.id)
      expect(dialog.getAttribute('aria-describedby')).toBe(
        screen.getByText('Your wallet will ask to confirm.').id,
      )
      expect(dialog.dataset.state).toBe('open')
      expect(dialog.dataset.side).toBe('bottom')
      expect(dialog.style.position).toBe('absolute')
      expect(await axeViolations()).toEqual([])
    })

    it('should close on a second click with reason trigger', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await open(user)
      await user.click(trigger())
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'trigger')
    })
  })

  describe('given an open popover', () => {
    it('should close on Escape and return focus to the trigger', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await open(user)
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key')
      await waitFor(() => expect(document.activeElement).toBe(trigger()))
    })

    it('should close on an outside press', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await open(user)
      await user.click(document.body)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'outside-press')
    })

    it('should close from Popover.Close with reason close-button', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await open(user)
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'close-button')
    })

    it('should close with reason focus-out when Tab leaves it (non-modal)', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await open(user)
      await user.tab()
      await user.tab()
      await user.tab()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'focus-out')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    })
  })

  describe('given modal', () => {
    it('should keep Tab inside the popover', async () => {
      const user = userEvent.setup()
      render(<Example modal />)
      await open(user)
      await user.tab()
      await user.tab()
      await user.tab()
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ethereum' })),
      )
      expect(screen.getByRole('dialog')).toBeTruthy()
    })
  })

  describe('given controlled mode', () => {
    it('should stay closed when the owner ignores the request', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example open={false} onOpenChange={onOpenChange} />)
      await user.click(trigger())
      expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger')
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })
})
