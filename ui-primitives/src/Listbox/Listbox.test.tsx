// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
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

type Network = { id: string; name: string; testnet: boolean }
const networks: Network[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `eip155:${index + 1}`,
  name: index === 0 ? 'Ethereum' : index === 1 ? 'Base' : `Network ${index + 1}`,
  testnet: index === 2,
}))

function Example(props: Partial<ListboxRootProps<Network>>) {
  return (
    <>
      <button type="button">Before</button>
      <Listbox.Root
        aria-label="Networks"
        items={networks}
        getItemKey={(network) => network.id}
        getItemText={(network) => network.name}
        isItemDisabled={(network) => network.testnet}
        estimateSize={() => ROW}
        overscan={2}
        {...props}
      >
        {(network, { index }) => <Listbox.Option index={index}>{network.name}</Listbox.Option>}
      </Listbox.Root>
    </>
  )
}

const listbox = () => screen.getByRole('listbox', { name: 'Networks' })
const highlighted = () => listbox().querySelector<HTMLElement>('[data-highlighted]')
const option = (name: string) => screen.getByRole('option', { name })

async function focusList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Before' }))
  await user.tab()
  expect(document.activeElement).toBe(listbox())
}

describe('Listbox', () => {
  describe('given 1000 items in a 200 px view', () => {
    it('should render only the items in view plus overscan, each knowing its place', () => {
      render(<Example />)
      const options = screen.getAllByRole('option')
      expect(options.length).toBeGreaterThanOrEqual(VIEW / ROW)
      expect(options.length).toBeLessThan(20)
      expect(options[0]?.getAttribute('aria-setsize')).toBe('1000')
      expect(options[1]?.getAttribute('aria-posinset')).toBe('2')
      const end = listbox().querySelector<HTMLElement>('[data-listbox-spacer="end"]')
      expect(end?.style.height).toBe(`${1000 * ROW - options.length * ROW}px`)
      expect(end?.getAttribute('aria-hidden')).toBe('true')
    })

    it('should have no axe violations, also while an option is highlighted', async () => {
      const user = userEvent.setup()
      render(<Example />)
      expect(await axeViolations()).toEqual([])
      await focusList(user)
      await user.keyboard('{ArrowDown}')
      expect(await axeViolations()).toEqual([])
    })
  })

  describe('given keyboard focus on the listbox', () => {
    it('should highlight the first option and point aria-activedescendant at it', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await focusList(user)
      expect(highlighted()?.textContent).toBe('Ethereum')
      expect(listbox().getAttribute('aria-activedescendant')).toBe(option('Ethereum').id)
    })

    it('should move the highlight with the arrows, skipping disabled options', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await focusList(user)
      await user.keyboard('{ArrowDown}')
      expect(highlighted()?.textContent).toBe('Base')
      await user.keyboard('{ArrowDown}')
      expect(highlighted()?.textContent).toBe('Network 4')
      expect(option('Network 3').getAttribute('aria-disabled')).toBe('true')
      await user.keyboard('{ArrowUp}')
      expect(highlighted()?.textContent).toBe('Base')
      expect(listbox().getAttribute('aria-activedescendant')).toBe(option('Base').id)
    })

    it('should scroll the far end into the DOM on End and keep activedescendant valid', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await focusList(user)
      await user.keyboard('{End}')
      const last = option('Network 1000')
      expect(last.dataset.highlighted).toBe('')
      expect(listbox().getAttribute('aria-activedescendant')).toBe(last.id)
      expect(screen.queryByRole('option', { name: 'Ethereum' })).toBeNull()
      await user.keyboard('{Home}')
      expect(highlighted()?.textContent).toBe('Ethereum')
    })

    it('should pick the highlighted option on Enter and mark it selected', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Example onValueChange={onValueChange} />)
      await focusList(user)
      await user.keyboard('{ArrowDown}{Enter}')
      expect(onValueChange).toHaveBeenCalledWith('eip155:2', networks[1])
      expect(option('Base').getAttribute('aria-selected')).toBe('true')
      expect(option('Base').dataset.state).toBe('selected')
      expect(option('Ethereum').dataset.state).toBe('unselected')
    })

    it('should find an option by typing its first letters', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await focusList(user)
      await user.keyboard('b')
      expect(highlighted()?.textContent).toBe('Base')
    })

    it('should clear the highlight when focus leaves', async () => {
      const user = userEvent.setup()
      render(<Example />)
      await focusList(user)
      await user.tab({ shift: true })
      expect(highlighted()).toBeNull()
      expect(listbox().hasAttribute('aria-activedescendant')).toBe(false)
    })
  })

  describe('given a selected value far down the list', () => {
    it('should start the highlight there on focus', async () => {
      const user = userEvent.setup()
      render(<Example defaultValue="eip155:500" />)
      await focusList(user)
      expect(highlighted()?.textContent).toBe('Network 500')
    })
  })

  describe('given the pointer', () => {
    it('should highlight on move and pick on click, but not pick a disabled option', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Example onValueChange={onValueChange} />)
      fireEvent.pointerMove(option('Base'))
      expect(option('Base').dataset.highlighted).toBe('')
      await user.click(option('Network 3'))
      expect(onValueChange).not.toHaveBeenCalled()
      await user.click(option('Base'))
      expect(onValueChange).toHaveBeenCalledWith('eip155:2', networks[1])
    })
  })

  describe('given controlled mode', () => {
    it('should show the owner value and report picks without changing it', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Example value="eip155:1" onValueChange={onValueChange} />)
      await user.click(option('Base'))
      expect(onValueChange).toHaveBeenCalledWith('eip155:2', networks[1])
      expect(option('Ethereum').getAttribute('aria-selected')).toBe('true')
      expect(option('Base').getAttribute('aria-selected')).toBe('false')
    })
  })

  describe('given the list scrolls', () => {
    it('should render the options of the new window', async () => {
      render(<Example />)
      await act(async () => listbox().scrollTo({ top: 400 * ROW }))
      expect(screen.getByRole('option', { name: 'Network 401' })).toBeTruthy()
      expect(screen.queryByRole('option', { name: 'Ethereum' })).toBeNull()
    })
  })
})

describe('Listbox onEndReached', () => {
  const page = (length: number) => networks.slice(0, length)

  describe('given a first page of 50 items', () => {
    it('should call it once the last items are rendered, once per length of the list', async () => {
      const onEndReached = vi.fn()
      const { rerender } = render(<Example items={page(50)} onEndReached={onEndReached} />)
      expect(onEndReached).not.toHaveBeenCalled()
      await act(async () => listbox().scrollTo({ top: 50 * ROW - VIEW }))
      expect(screen.getByRole('option', { name: 'Network 50' })).toBeTruthy()
      expect(onEndReached).toHaveBeenCalledTimes(1)
      // Still at the end while the page loads: not asked again.
      await act(async () => listbox().scrollTo({ top: 50 * ROW - VIEW - 10 }))
      expect(onEndReached).toHaveBeenCalledTimes(1)
      // The next page arrives; reaching its end asks for the one after.
      rerender(<Example items={page(100)} onEndReached={onEndReached} />)
      expect(onEndReached).toHaveBeenCalledTimes(1)
      await act(async () => listbox().scrollTo({ top: 100 * ROW - VIEW }))
      expect(onEndReached).toHaveBeenCalledTimes(2)
    })
  })

  describe('given the callback taken away and given back at the same length', () => {
    it('should call it again (a failed page load retried)', async () => {
      const onEndReached = vi.fn()
      const { rerender } = render(<Example items={page(50)} onEndReached={onEndReached} />)
      await act(async () => listbox().scrollTo({ top: 50 * ROW - VIEW }))
      expect(onEndReached).toHaveBeenCalledTimes(1)
      rerender(<Example items={page(50)} onEndReached={undefined} />)
      rerender(<Example items={page(50)} onEndReached={onEndReached} />)
      expect(onEndReached).toHaveBeenCalledTimes(2)
    })
  })

  describe('given endReachedThreshold', () => {
    it('should call it that many items before the end', async () => {
      const onEndReached = vi.fn()
      render(<Example items={page(50)} onEndReached={onEndReached} endReachedThreshold={10} />)
      // With 5 rows in view and 2 of overscan, the window ends 2 or 3 rows below the view.
      await act(async () => listbox().scrollTo({ top: 33 * ROW - VIEW }))
      expect(onEndReached).not.toHaveBeenCalled()
      await act(async () => listbox().scrollTo({ top: 38 * ROW - VIEW }))
      expect(onEndReached).toHaveBeenCalledTimes(1)
    })
  })

  describe('given a list shorter than the view', () => {
    it('should call it at once', () => {
      const onEndReached = vi.fn()
      render(<Example items={page(3)} onEndReached={onEndReached} />)
      expect(onEndReached).toHaveBeenCalledTimes(1)
    })
  })
})
