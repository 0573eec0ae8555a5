// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { OTPInput } from './OTPInput.js'
import type { OTPInputRootProps } from './OTPInputRoot.js'

afterEach(cleanup)

function Example(props: Omit<OTPInputRootProps, 'children'>) {
  const length = props.length ?? 6
  return (
    <OTPInput.Root aria-label="Verification code" data-testid="root" {...props}>
      {Array.from({ length }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
        <OTPInput.Input key={index} index={index} />
      ))}
    </OTPInput.Root>
  )
}

const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 6` })
const values = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value)
    .join('|')

describe('OTPInput', () => {
  describe('given six empty boxes', () => {
    it('should label each box and the group, and pass axe', async () => {
      render(<Example />)
      expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
      expect(screen.getAllByRole('textbox')).toHaveLength(6)
      expect(box(1).getAttribute('autocomplete')).toBe('one-time-code')
      expect(box(1).getAttribute('inputmode')).toBe('numeric')
      expect(await axeViolations()).toEqual([])
    })

    it('should move to the next box as digits are typed and call onComplete once full', async () => {
      const user = userEvent.setup()
      const onComplete = vi.fn()
      const onValueChange = vi.fn()
      render(<Example onComplete={onComplete} onValueChange={onValueChange} />)
      await user.click(box(1))
      await user.keyboard('12345')
      expect(document.activeElement).toBe(box(6))
      expect(onComplete).not.toHaveBeenCalled()
      await user.keyboard('6')
      expect(values()).toBe('1|2|3|4|5|6')
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
      expect(onValueChange).toHaveBeenLastCalledWith('123456')
      expect(screen.getByTestId('root').dataset.state).toBe('complete')
      expect(box(3).dataset.state).toBe('filled')
    })

    it('should ignore letters by default', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await user.click(box(1))
      await user.keyboard('a1b')
      expect(values()).toBe('1|||||')
      expect(document.activeElement).toBe(box(2))
    })

    it('should send focus to the first empty box when a later one is clicked', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="12" />)
      await user.click(box(5))
      expect(document.activeElement).toBe(box(3))
    })
  })

  describe('given a pasted code', () => {
    it('should fill every box and complete, wherever it is pasted', async () => {
      const user = userEvent.setup()
      const onComplete = vi.fn()
      render(<Example onComplete={onComplete} defaultValue="9" />)
      await user.click(box(2))
      await user.paste('Your code: 482 913')
      expect(values()).toBe('4|8|2|9|1|3')
      expect(onComplete).toHaveBeenCalledWith('482913')
      expect(document.activeElement).toBe(box(6))
    })

    it('should fill from the focused box when shorter than the code', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="1" />)
      await user.click(box(2))
      await user.paste('23')
      expect(values()).toBe('1|2|3|||')
      expect(document.activeElement).toBe(box(4))
    })
  })

  describe('given Backspace', () => {
    it('should clear the current box, then move back and clear the previous ones', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="123" />)
      await user.click(box(3))
      await user.keyboard('{Backspace}')
      expect(values()).toBe('1|2||||')
      expect(document.activeElement).toBe(box(3))
      await user.keyboard('{Backspace}')
      expect(values()).toBe('1|||||')
      expect(document.activeElement).toBe(box(2))
      await user.keyboard('{Backspace}{Backspace}')
      expect(values()).toBe('|||||')
      expect(document.activeElement).toBe(box(1))
    })
  })

  describe('given a filled box that is typed over', () => {
    it('should replace its character', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="123" />)
      await user.click(box(2))
      await user.keyboard('7')
      expect(values()).toBe('1|7|3|||')
      expect(document.activeElement).toBe(box(3))
    })
  })

  describe('given a pattern allowing letters', () => {
    it('should accept them', async () => {
      const user = userEvent.setup()
      render(<Example pattern={/^[a-z0-9]$/i} inputMode="text" length={4} />)
      await user.click(screen.getByRole('textbox', { name: 'Character 1 of 4' }))
      await user.keyboard('aB3x')
      expect(values()).toBe('a|B|3|x')
    })
  })

  describe('given controlled mode', () => {
    it('should show what the owner holds', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      const { rerender } = render(<Example value="" onValueChange={onValueChange} />)
      await user.click(box(1))
      await user.keyboard('5')
      expect(onValueChange).toHaveBeenCalledWith('5')
      expect(values()).toBe('|||||')
      rerender(<Example value="55" onValueChange={onValueChange} />)
      expect(values()).toBe('5|5||||')
    })
  })

  describe('given disabled', () => {
    it('should disable every box', () => {
      render(<Example disabled />)
      for (const input of screen.getAllByRole('textbox')) {
        expect((input as HTMLInputElement).disabled).toBe(true)
      }
    })
  })
})
