// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Popover } from '../Popover/Popover.js'
import { Tooltip } from '../Tooltip/Tooltip.js'
import { axeViolations } from '../testing/axe.js'
import { emulateChromium } from '../testing/emulateChromium.js'
import { Dialog } from './Dialog.js'

emulateChromium()
afterEach(cleanup)

function Account(props: { onDialogChange: (open: boolean, reason: string) => void }) {
  return (
    <Dialog.Root defaultOpen onOpenChange={props.onDialogChange}>
      <Dialog.Portal>
        <Dialog.Overlay>
          <Dialog.Content>
            <Dialog.Title>Account</Dialog.Title>
            <Tooltip.Root>
              <Tooltip.Trigger aria-label="Copy address">⧉</Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content>Copy to clipboard</Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
            <Popover.Root>
              <Popover.Trigger>Network</Popover.Trigger>
              <Popover.Portal>
                <Popover.Content>
                  <Popover.Title>Switch network</Popover.Title>
                  <button type="button">Base</button>
                </Popover.Content>
              </Popover.Portal>
            </Popover.Root>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

describe('Dialog with nested floating parts', () => {
  describe('given a popover open inside the dialog', () => {
    it('should let the popover be used, and close only the popover on Escape', async () => {
      const user = userEvent.setup()
      const onDialogChange = vi.fn()
      render(<Account onDialogChange={onDialogChange} />)
      await screen.findByRole('dialog', { name: 'Account' })
      await user.click(screen.getByRole('button', { name: 'Network' }))
      const base = await screen.findByRole('button', { name: 'Base' })
      await waitFor(() => expect(document.activeElement).toBe(base))
      expect(await axeViolations()).toEqual([])

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Switch network' })).toBeNull()
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
      expect(onDialogChange).not.toHaveBeenCalled()
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Network' })),
      )

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull()
      expect(onDialogChange).toHaveBeenCalledWith(false, 'escape-key', expect.any(Event))
    })

    it('should close the popover, not the dialog, on a press elsewhere in the dialog', async () => {
      const user = userEvent.setup()
      const onDialogChange = vi.fn()
      render(<Account onDialogChange={onDialogChange} />)
      await user.click(await screen.findByRole('button', { name: 'Network' }))
      await screen.findByRole('dialog', { name: 'Switch network' })
      await user.click(screen.getByRole('heading', { name: 'Account' }))
      expect(screen.queryByRole('dialog', { name: 'Switch network' })).toBeNull()
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
      expect(onDialogChange).not.toHaveBeenCalled()
    })
  })

  describe('given a tooltip shown inside the dialog', () => {
    it('should hide only the tooltip on Escape', async () => {
      const user = userEvent.setup()
      const onDialogChange = vi.fn()
      render(<Account onDialogChange={onDialogChange} />)
      const copy = await screen.findByRole('button', { name: 'Copy address' })
      await waitFor(() => expect(document.activeElement).toBe(copy))
      // Initial focus on open is programmatic; a keyboard user arrives with Tab.
      await user.tab()
      await user.tab({ shift: true })
      await screen.findByRole('tooltip')
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('tooltip')).toBeNull()
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
      expect(onDialogChange).not.toHaveBeenCalled()
    })
  })
})
