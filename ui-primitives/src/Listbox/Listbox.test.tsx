// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/axe.js'
import { Listbox } from './Listbox.js'
import type { ListboxRootProps } from './ListboxRoot.js'

/**
 * jsdom has no layout. Give it just enough for a virtual list: a 200 px tall listbox whose
 * options are 40 px tall, a scrollHeight from its padding and options, and a scrollTop that
 * `scrollTo` moves (firing `scroll` just after).
 */
const VIEW = 200
const ROW = 40
const scrollTops = new WeakMap<Element, number>()
const saved = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
  scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
  scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
}
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'listbox' ? VIEW : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'option' ? ROW : 0
    },
  })
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.getAttribute('role') !== 'listbox') return 0
      const padding =
        Number.parseFloat(this.style.paddingTop) + Number.parseFloat(this.style.paddingBottom)
      return padding + this.querySelectorAll('[role="option"]').length * ROW
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0
    },
    set(this: Element, top: number) {
      scrollTops.set(this, top)
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      scrollTops.set(this, options.top ?? 0)
      // Browsers fire `scroll` after the scroll, not inside the call.
      queueMicrotask(() => this.dispatchEvent(new Event('scroll')))
    },
  })
})
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    const target = name === 'clientHeight' || name === 'offsetHeight' ? HTMLElement : Element
    if (descriptor) Object.defineProperty(target.prototype, name, descriptor)
    else delete (target.prototype as unknown as Record<string, unknown>)[name]
  }
})
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
      expect(listbox().style.paddingBottom).toBe(`${1000 * ROW - options.length * ROW}px`)
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
