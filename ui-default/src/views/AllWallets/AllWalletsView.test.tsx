import type { WalletListEntry } from '@foyer/headless'
import { openModal } from '@foyer/headless'
import { routeAtom } from '@foyer/headless/internal'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { fakeDirectory, fakeScrollerLayout } from '../../test/fakeDirectory.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'
import { WalletList } from './WalletList.js'

loadModalCodeFirst()

let restoreLayout: () => void
beforeAll(() => {
  restoreLayout = fakeScrollerLayout(400)
})
afterAll(() => restoreLayout())

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

/** Opens the modal on All Wallets over a fake directory of `size` wallets. */
async function openAllWallets(
  size = 1003,
  setup?: (directory: ReturnType<typeof fakeDirectory>) => void,
) {
  const directory = fakeDirectory(size)
  setup?.(directory)
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { services: { apiUrl: directory.apiUrl } },
  })
  act(() => openModal(result.foyer, { view: 'AllWallets' }))
  await screen.findByRole('dialog', { name: 'All Wallets' })
  return { ...result, directory }
}

const scroller = () => screen.getByTestId('all-wallets-scroller')
const rows = () =>
  within(screen.getByRole('list', { name: 'All wallets' })).getAllByRole('listitem')

describe('AllWalletsView', () => {
  test('default: a labelled search, skeletons while loading, then installed wallets first', async () => {
    await openAllWallets(1003, ({ control }) => {
      control.delayMs = 150
    })
    expect(await screen.findByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    expect(await screen.findByTestId('all-wallets-loading')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')
    const list = await screen.findByRole('list', { name: 'All wallets' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons[0]?.textContent).toBe('Fake WalletInstalled')
    expect(buttons[0]?.getAttribute('data-source')).toBe('installed')
    expect(buttons[1]?.getAttribute('data-wallet-id')).toBe('w0001')
    expect(buttons[1]?.querySelector('img')?.getAttribute('src')).toMatch(
      /\/getWalletImage\/i0001\?projectId=test/,
    )
    expect(screen.getByRole('dialog').querySelector('[data-state="success"]')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    // The file's first test pays for the cold import of the modal's lazy chunks.
  }, 15_000)

  test('behavior: reaching the end of page one loads page two', async () => {
    const { directory } = await openAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    const pages = () =>
      directory.walletRequests().filter((url) => url.searchParams.get('entries') === '40')
    expect(pages()).toHaveLength(1)
    // 45 rows (installed, 4 recommended, 40) of 64 px; scroll to the last ones.
    act(() => {
      scroller().scrollTop = 45 * 64 - 400
      fireEvent.scroll(scroller())
    })
    await waitFor(() => expect(pages()).toHaveLength(2))
    expect(pages()[1]?.searchParams.get('page')).toBe('2')
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'All wallets' }).getAttribute('data-count')).toBe(
        '85',
      ),
    )
    expect(pages()).toHaveLength(2)
  })

  test('behavior: the search waits 300 ms, then asks for 100 entries with the trimmed text', async () => {
    const { directory } = await openAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    const searches = () =>
      directory.walletRequests().filter((url) => url.searchParams.has('search'))
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(input, '  Wallet 0999 ')
    expect(input.getAttribute('data-searching')).toBe('true')
    expect(searches()).toHaveLength(0)
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0]?.searchParams.get('search')).toBe('Wallet 0999')
    expect(searches()[0]?.searchParams.get('entries')).toBe('100')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Wallet 0999' })).toBeTruthy()
    expect(input.getAttribute('data-searching')).toBeNull()
    expect(searches()).toHaveLength(1)
  })

  test('behavior: a search without results says so', async () => {
    await openAllWallets()
    await screen.findByRole('list', { name: 'All wallets' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzz')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'All wallets' })).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  test('error: a failing directory offers Try again, which loads the list', async () => {
    const { directory } = await openAllWallets(1003, ({ control }) => {
      control.fail = true
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the wallet list')
    expect(await axeViolations()).toEqual([])
    directory.control.fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await screen.findByRole('button', { name: 'Wallet 0005' })).toBeTruthy()
  })

  test('behavior: a directory wallet opens ConnectingWalletConnect with its id', async () => {
    const { foyer } = await openAllWallets()
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet 0007' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingWalletConnect')
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w0007' },
    })
  })

  test('behavior: one Tab stop; arrow keys, Home and End move the focus', async () => {
    await openAllWallets()
    const list = await screen.findByRole('list', { name: 'All wallets' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
    screen.getByRole('searchbox', { name: 'Search wallets' }).focus()
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Fake WalletInstalled')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0002')
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0001')
    await userEvent.keyboard('{End}')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0044'),
    )
  })
})

describe('WalletList', () => {
  const entries: WalletListEntry[] = Array.from({ length: 1000 }, (_, index) => ({
    type: 'wallet',
    source: 'directory',
    id: `w${index}`,
    name: `Wallet ${index}`,
    imageUrl: undefined,
    wallet: { id: `w${index}`, name: `Wallet ${index}` },
  }))

  test('behavior: 1000 wallets render only a window of rows', async () => {
    render(
      <WalletList
        wallets={entries}
        onSelect={() => {}}
        hasNextPage={false}
        isFetchingNextPage={false}
        onEndReached={() => {}}
      />,
    )
    const list = screen.getByRole('list', { name: 'All wallets' })
    expect(rows().length).toBeGreaterThan(5)
    expect(rows().length).toBeLessThan(20)
    // The list scrolls as 1000 rows of 64 px: hidden spacers stand in for the rows not rendered.
    const spacers = [...list.querySelectorAll<HTMLElement>('[data-listbox-spacer]')]
    const spaced = spacers.reduce((sum, spacer) => sum + Number.parseFloat(spacer.style.height), 0)
    expect(spacers).toHaveLength(2)
    expect(spaced + rows().length * 64).toBe(1000 * 64)
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('1000')
    act(() => {
      scroller().scrollTop = 500 * 64
      fireEvent.scroll(scroller())
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet 500' })).toBeTruthy())
    expect(rows().length).toBeLessThan(25)
    expect(screen.queryByRole('button', { name: 'Wallet 100' })).toBeNull()
    // The active row (the Tab stop) stays rendered.
    expect(screen.getByRole('button', { name: 'Wallet 0' }).tabIndex).toBe(0)
  })

  test('behavior: nearing the end asks for the next page', async () => {
    const onEndReached = vi.fn()
    render(
      <WalletList
        wallets={entries.slice(0, 40)}
        onSelect={() => {}}
        hasNextPage
        isFetchingNextPage={false}
        onEndReached={onEndReached}
      />,
    )
    expect(onEndReached).not.toHaveBeenCalled()
    act(() => {
      scroller().scrollTop = 40 * 64 - 400
      fireEvent.scroll(scroller())
    })
    await waitFor(() => expect(onEndReached).toHaveBeenCalled())
  })

  test('behavior: PageDown and PageUp move the focus by a view (6 rows), Home and End to the ends', async () => {
    render(
      <WalletList
        wallets={entries.slice(0, 100)}
        onSelect={() => {}}
        hasNextPage={false}
        isFetchingNextPage={false}
        onEndReached={() => {}}
      />,
    )
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0')
    await userEvent.keyboard('{PageDown}')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w6')
    await userEvent.keyboard('{PageUp}{ArrowUp}')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0')
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w99'))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w99')
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('w0'))
  })
})
