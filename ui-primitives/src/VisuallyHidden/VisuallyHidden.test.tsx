// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { VisuallyHidden } from './VisuallyHidden.js'

afterEach(cleanup)

describe('VisuallyHidden', () => {
  describe('given an icon-only button labelled by hidden text', () => {
    it('should give the button its accessible name and pass axe', async () => {
      render(
        <button type="button">
          <svg aria-hidden="true" />
          <VisuallyHidden>Copy address</VisuallyHidden>
        </button>,
      )
      expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
      expect(await axeViolations()).toEqual([])
    })

    it('should hide the text visually with the clip pattern', () => {
      render(<VisuallyHidden data-testid="hidden">Copy address</VisuallyHidden>)
      const style = screen.getByTestId('hidden').style
      expect(style.position).toBe('absolute')
      expect(style.width).toBe('1px')
      expect(style.height).toBe('1px')
      expect(style.overflow).toBe('hidden')
      expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)')
    })
  })

  describe('given a consumer ref and props', () => {
    it('should forward them to the span', () => {
      let node: HTMLSpanElement | null = null
      render(
        <VisuallyHidden
          ref={(element) => {
            node = element
          }}
          id="label"
        >
          Label
        </VisuallyHidden>,
      )
      expect(node).toBe(document.getElementById('label'))
    })
  })
})
