import { closeModal, connect, getAccount, openModal, setThemeMode } from '@foyer/headless'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { axeViolations } from '../test/axe.js'
import { announceWallet, renderWithFoyer } from '../test/renderWithFoyer.js'
import { FoyerModal } from './FoyerModal.js'
import { preloadModal } from './preloadModal.js'

/** A view whose code "fails to download" while `flaky.fail` is set. */
const flaky = { fail: true }
function Flaky(): ReactNode {
  if (flaky.fail) throw new Error('Failed to fetch dynamically imported module')
  return <p>Loaded</p>
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function openOn(view?: 'Account') {
  const result = renderWithFoyer(<FoyerModal />, { balance: 10_000n * 10n ** 18n })
  act(() => openModal(result.foyer, view ? { view } : {}))
  await screen.findByRole('dialog', { name: view ?? 'Connect Wallet' })
  return result
}

describe('FoyerModal', () => {
  test('default: shows nothing until first opened', () => {
    renderWithFoyer(<FoyerModal />)
    expect(screen.queryByRole('dialog')).toBeNull()
    // Only the frame, waiting hidden (the next test).
    const rendered = [...document.querySelectorAll<HTMLElement>('[data-foyer]')]
    expect(rendered.map((element) => element.style.display)).toEqual(['none'])
  })

  test('behavior: Connect lists installed wallets with icon and name; empty state without', async () => {
    await openOn()
    expect(await screen.findByText('No browser wallet found')).toBeTruthy()
    const wallet = announceWallet({ name: 'Demo Wallet' })
    stops.push(wallet.stop)
    const item = await screen.findByRole('button', { name: /Demo Wallet/ })
    expect(item.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  test('behavior: the opening render paints the frame alone; the dialog and its view follow that frame, take focus and give it back', async () => {
    const result = renderWithFoyer(
      <>
        <button type="button">Host button</button>
        <FoyerModal />
      </>,
    )
    // The code is here, as after the pointer rested on the connect button.
    await preloadModal('Connect')
    const host = screen.getByRole('button', { name: 'Host button' })
    host.focus()
    act(() => openModal(result.foyer))
    const frame = screen.getByRole('dialog')
    expect(frame.getAttribute('aria-busy')).toBe('true')
    expect(frame.hasAttribute('data-view')).toBe(false)
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    expect(document.activeElement).toBe(host)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(frame.isConnected).toBe(false)
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    // The dialog's box carries the frame's entrance animation on, from when the modal opened.
    expect(dialog.style.getPropertyValue('--foyer-modal-entered')).toMatch(/^-\d+ms$/)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(host)
    // Opened again: the frame first again.
    act(() => openModal(result.foyer))
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  test('behavior: after the first paint the frame waits out of sight; the press shows that frame and creates nothing', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    const waiting = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[role="dialog"][aria-busy="true"]')
      if (!element) throw new Error('no frame yet')
      return element
    })
    // Out of sight and out of the accessibility tree.
    expect(waiting.parentElement?.style.display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()
    let created = 0
    const observer = new MutationObserver((records) => {
      for (const record of records) created += record.addedNodes.length
    })
    observer.observe(document.body, { childList: true, subtree: true })
    act(() => openModal(result.foyer))
    const records = observer.takeRecords()
    observer.disconnect()
    for (const record of records) created += record.addedNodes.length
    expect(screen.getByRole('dialog')).toBe(waiting)
    expect(waiting.parentElement?.style.display).toBe('')
    expect(created).toBe(0)
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(waiting.isConnected).toBe(false)
  })

  test('behavior: Escape while only the frame is up closes the modal; the dialog never follows', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    act(() => openModal(result.foyer))
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: a page that paints no frames (hidden) still gets the dialog', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    await preloadModal('Connect')
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    try {
      act(() => openModal(result.foyer))
      expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    } finally {
      noFrames.mockRestore()
    }
  })

  test('behavior: closed before its frame painted, the modal never mounts the dialog', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    await preloadModal('Connect')
    // Every dialog (a box with a view) that ever reaches the page.
    const dialogs: Element[] = []
    const observer = new MutationObserver(() => {
      dialogs.push(...document.querySelectorAll('[role="dialog"][data-view]'))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    act(() => {
      openModal(result.foyer)
      closeModal(result.foyer)
    })
    act(() => openModal(result.foyer))
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    act(() => closeModal(result.foyer))
    expect(screen.queryByRole('dialog')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 150))
    observer.disconnect()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialogs).toEqual([])
  })

  test('behavior: rejecting in the wallet shows the declined state and retry connects', async () => {
    const wallet = announceWallet({ behavior: 'reject' })
    stops.push(wallet.stop)
    const { foyer } = await openOn()
    await userEvent.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingExternal')
    expect(await axeViolations()).toEqual([])
    wallet.setBehavior('approve')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getAccount(foyer).status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: back returns to Connect; Escape closes', async () => {
    const wallet = announceWallet({ behavior: 'reject' })
    stops.push(wallet.stop)
    await openOn()
    await userEvent.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    await screen.findByText('Connection declined')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: the Account view shows address, balance and network; disconnect closes', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const { foyer } = await openOn()
    await act(() => connect(foyer, { connector: 'test.fake' }))
    act(() => openModal(foyer))
    await screen.findByRole('dialog', { name: 'Account' })
    expect((await screen.findByTestId('account-address')).textContent).toBe('0xf3…b92266')
    await waitFor(() =>
      expect(screen.getByTestId('account-balance').textContent).toBe('10000.000 ETH'),
    )
    expect(screen.getByTestId('account-network').textContent).toBe('Foyer Devnet')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(foyer).status).toBe('disconnected')
  })

  test('parameters: allowUnsupportedChain, a wallet that moves to a chain the host does not list shows no old network or balance', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const { foyer } = renderWithFoyer(<FoyerModal />, {
      balance: 10_000n * 10n ** 18n,
      foyerOptions: { allowUnsupportedChain: true },
    })
    await act(() => connect(foyer, { connector: 'test.fake' }))
    act(() => openModal(foyer))
    await waitFor(() =>
      expect(screen.getByTestId('account-balance').textContent).toBe('10000.000 ETH'),
    )
    act(() => wallet.setChainId(5))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account')
    expect(screen.getByTestId('account-network').textContent).toBe('Unsupported network (chain 5)')
    expect(screen.getByTestId('account-balance').textContent).toBe(
      'Balance not available on this network',
    )
  })

  test('behavior: Escape on UnsupportedChain shakes the modal instead of closing it', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    act(() => openModal(result.foyer, { view: 'UnsupportedChain' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dialog.getAttribute('data-shake')).toBe('shaking')
  })

  test('error: a missing project id shows the project-not-configured alert', async () => {
    const result = renderWithFoyer(<FoyerModal />, { projectId: '' })
    act(() => openModal(result.foyer))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Project ID not configured')
    expect(alert.querySelector('[data-code]')?.getAttribute('data-code')).toBe(
      'PROJECT_ID_NOT_CONFIGURED',
    )
  })

  test('behavior: an unknown view opens the default one; a view not shipped yet explains itself', async () => {
    const result = renderWithFoyer(<FoyerModal />)
    act(() => openModal(result.foyer, { view: 'NoSuchView' as never }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    act(() => openModal(result.foyer, { view: 'OnRampTokenSelect' }))
    await screen.findByRole('dialog', { name: 'Select Token' })
    expect(
      await screen.findByText('This part of the wallet window is not available yet.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: with no adapters the modal opens on a titled view, never a raw view id', async () => {
    const result = renderWithFoyer(<FoyerModal />, { adapters: [] })
    act(() => openModal(result.foyer))
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(dialog.getAttribute('data-view')).toBe('ConnectingWalletConnectBasic')
    expect(dialog.textContent).not.toContain('ConnectingWalletConnectBasic')
    expect(await axeViolations()).toEqual([])
  })

  test('error: a view that fails shows a retryable error inside the modal; the host stays', async () => {
    flaky.fail = true
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = renderWithFoyer(
      <>
        <h1>Host app</h1>
        <FoyerModal views={{ Connect: Flaky }} />
      </>,
    )
    act(() => openModal(result.foyer))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This part of the wallet window could not load.')
    expect(screen.getByRole('heading', { name: 'Host app', hidden: true })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull()
    // A retry that fails too also offers to reload the page.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Reload page' })).toBeTruthy()
    flaky.fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loaded')).toBeTruthy()
    quiet.mockRestore()
  })

  test('behavior: theme mode and host variables reach the root, without an inline style', async () => {
    const result = renderWithFoyer(<FoyerModal />, {
      foyerOptions: { themeVariables: { accent: '#123456', radiusModal: '8px' } },
    })
    act(() => openModal(result.foyer))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const root = document.querySelector('[data-foyer]') as HTMLElement
    expect(root.getAttribute('data-theme')).toBe('dark')
    act(() => setThemeMode(result.foyer, { themeMode: 'light' }))
    expect(root.getAttribute('data-theme')).toBe('light')
    // The tokens come from stylesheets a host's CSS can override: none is inline.
    expect(root.getAttribute('style') ?? '').not.toContain('--foyer-')
    const id = root.getAttribute('data-foyer-theme') ?? ''
    const rules = [...document.head.querySelectorAll('style[data-foyer-theme-variables]')].map(
      (element) => element.textContent,
    )
    expect(rules).toContain(
      `:where([data-foyer-theme="${id}"]) { --foyer-accent: #123456; --foyer-radiusModal: 8px; }`,
    )
  })
})
