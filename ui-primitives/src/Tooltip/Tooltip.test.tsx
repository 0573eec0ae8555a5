// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Tooltip } from './Tooltip.js'
import type { TooltipRootProps } from './TooltipRoot.js'

afterEach(cleanup)

function Example(props: Omit<TooltipRootProps, 'children'>) {
  return (
    <>
      <button type="button">Before</button>
      <Tooltip.Root {...props}>
        <Tooltip.Trigger aria-label="Copy address">⧉</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content data-testid="content">Copy to clipboard</Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: 'Copy address' })

describe('Tooltip', () => {
  describe('given a pointer hovering the trigger', () => {
    it('should show after the delay and hide on leave', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example delay={50} onOpenChange={onOpenChange} />)
      await user.hover(trigger())
      expect(screen.queryByRole('tooltip')).toBeNull()
      const tooltip = await screen.findByRole('tooltip')
      expect(tooltip.textContent).toBe('Copy to clipboard')
      expect(onOpenChange).toHaveBeenLastCalledWith(true, 'hover')
      expect(trigger().dataset.state).toBe('open')
      await user.unhover(trigger())
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'hover')
    })
  })

  describe('given keyboard focus on the trigger', () => {
    it('should show at once, describe the trigger, and hide on Escape', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      render(<Example onOpenChange={onOpenChange} />)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      const tooltip = await screen.findByRole('tooltip')
      expect(onOpenChange).toHaveBeenLastCalledWith(true, 'focus')
      expect(trigger().getAttribute('aria-describedby')).toBe(tooltip.id)
      expect(trigger().getAttribute('aria-label')).toBe('Copy address')
      expect(await axeViolations()).toEqual([])
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('tooltip')).toBeNull()
      expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape-key')
      expect(document.activeElement).toBe(trigger())
    })

    it('should hide when focus leaves', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      await screen.findByRole('tooltip')
      await user.tab({ shift: true })
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })
  })

  describe('given an open tooltip', () => {
    it('should position itself with functional inline styles and expose data-state and data-side', async () => {
      render(<Example defaultOpen placement="bottom" />)
      const content = await screen.findByTestId('content')
      await act(async () => {})
      expect(content.dataset.state).toBe('open')
      expect(content.dataset.side).toBe('bottom')
      expect(content.style.position).toBe('absolute')
    })
  })

  describe('given a press on the trigger', () => {
    it('should hide the tooltip (the action speaks for itself)', async () => {
      const user = userEvent.setup()
      render(<Example delay={0} />)
      await user.hover(trigger())
      await screen.findByRole('tooltip')
      await user.click(trigger())
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })
  })

  describe('given controlled mode', () => {
    it('should show only while the owner says so', async () => {
      const user = userEvent.setup()
      const onOpenChange = vi.fn()
      const { rerender } = render(<Example open={false} delay={0} onOpenChange={onOpenChange} />)
      await user.hover(trigger())
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true, 'hover'))
      expect(screen.queryByRole('tooltip')).toBeNull()
      rerender(<Example open delay={0} onOpenChange={onOpenChange} />)
      expect(await screen.findByRole('tooltip')).toBeTruthy()
    })
  })
})
