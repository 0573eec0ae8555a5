// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { fakeListLayout } from '../testing/fakeListLayout.js'
import { Listbox } from './Listbox.js'
import type { ListboxRootProps } from './ListboxRootProps.js'

const VIEW = 200
const ROW = 40
let restoreLayout: () => void
beforeAll(() => {
  restoreLayout = fakeListLayout(VIEW, ROW)
})
afterAll(() => restoreLayout())
afterEach(cleanup)

type Wallet = { id: string; name: string }
const wallets: Wallet[] = Array.from({ length: 500 }, (_, index) => ({
  id: `w${index}`,
  name: `Wallet ${index}`,
}))

function Example(props: Partial<ListboxRootProps<Wallet>> & { onPick?: (id: string) => void }) {
  const { onPick, ...rest } = props
  return (
    <>
      <button type="button">Before</button>
      <Listbox.Root
        semantics="list"
        aria-label="Wallets"
        items={wallets}
        getItemKey={(wallet) => wallet.id}
        estimateSize={() => ROW}
        overscan={2}
        {...rest}
      >
        {(wallet, { index, tabIndex }) => (
          <Listbox.Option index={index}>
            <button type="button" tabIndex={tabIndex} onClick={() => onPick?.(wallet.id)}>
              {wallet.name}
            </button>
          </Listbox.Option>
        )}
      </Listbox.Root>
      <button type="button">After</button>
    </>
  )
}

const list = () => screen.getByRole('list', { name: 'Wallets' })
const focused = () => document.activeElement?.textContent

/** The height a hidden spacer gives to the rows not rendered at one edge of the list. */
const spacerHeight = (root: HTMLElement, edge: 'start' | 'end') =>
  Number.parseFloat(
    root.querySelector<HTMLElement>(`[data-listbox-spacer="${edge}"]`)?.style.height ?? 'NaN',
  )

describe('Listbox with semantics="list"', () => {
  describe('given 500 rows holding a button each', () => {
    it('should render a list of list items, virtualised, without listbox attributes', async () => {
      render(<Example />)
      const items = within(list()).getAllByRole('listitem')
      expect(items.length).toBeLessThan(15)
      expect(items[0]?.getAttribute('aria-setsize')).toBe('500')
      expect(items[0]?.hasAttribute('aria-selected')).toBe(false)
      expect(list().hasAttribute('tabindex')).toBe(false)
      expect(await axeViolations()).toEqual([])
    })

    it('should offer one Tab stop, on the first row', async () => {
      const user = userEvent.setup()
      render(<Example />)
      const buttons = within(list()).getAllByRole('button')
      expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      expect(focused()).toBe('Wallet 0')
      await user.tab()
      expect(focused()).toBe('After')
    })
  })

  describe('given focus on a row', () => {
    it('should move DOM focus with the arrows, PageDown, Home and End', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      await user.keyboard('{ArrowDown}{ArrowDown}')
      expect(focused()).toBe('Wallet 2')
      expect(document.activeElement?.closest('[data-highlighted]')).toBeTruthy()
      await user.keyboard('{ArrowUp}')
      expect(focused()).toBe('Wallet 1')
      await user.keyboard('{PageDown}')
      expect(focused()).toBe('Wallet 6')
      await user.keyboard('{End}')
      expect(focused()).toBe('Wallet 499')
      expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull()
      await user.keyboard('{Home}')
      expect(focused()).toBe('Wallet 0')
    })

    it('should leave Enter to the row button', async () => {
      const user = userEvent.setup()
      const onPick = vi.fn()
      const onValueChange = vi.fn()
      render(<Example onPick={onPick} onValueChange={onValueChange} />)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      await user.keyboard('{ArrowDown}{Enter}')
      expect(onPick).toHaveBeenCalledWith('w1')
      expect(onValueChange).not.toHaveBeenCalled()
    })
  })

  describe('given the Tab stop scrolled out of view', () => {
    it('should keep its row rendered, in place, so Tab still finds the list', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await act(async () => list().scrollTo({ top: 300 * ROW }))
      expect(screen.getByRole('button', { name: 'Wallet 300' })).toBeTruthy()
      const kept = screen.getByRole('button', { name: 'Wallet 0' })
      expect(kept.tabIndex).toBe(0)
      // The rows after the kept one start where row 298 (the first of the window) belongs.
      const firstOfWindow = list().querySelector<HTMLElement>('[data-index="298"]')
      expect(firstOfWindow?.style.marginTop).toBe(`${298 * ROW - ROW}px`)
      expect(spacerHeight(list(), 'start')).toBe(0)
      await user.click(screen.getByRole('button', { name: 'Before' }))
      await user.tab()
      expect(focused()).toBe('Wallet 0')
      expect(document.activeElement?.closest('[data-highlighted]')).toBeTruthy()
      // Focus leaves: the row keeps the Tab stop but shows no highlight.
      act(() => (document.activeElement as HTMLElement).blur())
      expect(list().querySelector('[data-highlighted]')).toBeNull()
      expect(kept.tabIndex).toBe(0)
    })
  })
})
