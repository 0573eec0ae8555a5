import { openModal, type View } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { FoyerModal } from './FoyerModal.js'
import { preloadModal } from './preloadModal.js'
import type { ViewComponents } from './types.js'

// Each default view's module records its import: a dynamic import() of Foyer's registry, the
// intent preload's and the open modal's alike, goes through these mocks. One file for this test
// alone: what a view module loaded stays loaded for the file.
const imported = vi.hoisted(() => new Set<string>())
vi.mock('../views/Connect/ConnectView.js', async (original) => {
  imported.add('Connect')
  return original()
})
vi.mock('../views/ConnectingExternal/ConnectingExternalView.js', async (original) => {
  imported.add('ConnectingExternal')
  return original()
})
vi.mock('../views/Account/AccountView.js', async (original) => {
  imported.add('Account')
  return original()
})
vi.mock('../views/WalletReceive/WalletReceiveView.js', async (original) => {
  imported.add('WalletReceive')
  return original()
})
vi.mock('../views/Unavailable/UnavailableView.js', async (original) => {
  imported.add('Unavailable')
  return original()
})

/** The views of the router Foyer does not ship yet ("not available yet"). */
const notShipped: View[] = [
  'Swap',
  'SIWXSignMessage',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Transactions',
  'Pay',
]

function Mine() {
  return <p>Mine</p>
}

describe('FoyerModal views', () => {
  test('behavior: a replaced view’s default code is never fetched, by the intent preload, the open modal or its next views', async () => {
    const views: ViewComponents = Object.fromEntries(
      ['Connect', 'Account', ...notShipped].map((view) => [view, Mine]),
    )
    const result = renderWithFoyer(<FoyerModal views={views} />)
    // Intent (the pointer over the connect button): the shell, and the Connect view, replaced.
    await act(() => preloadModal('Connect'))
    expect([...imported]).toEqual([])
    act(() => openModal(result.foyer))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.getByText('Mine')).toBeTruthy()
    // Once a view shows, the views one step from it that the host kept are fetched when the
    // browser is idle, and nothing further: on Connect, not Receive; from Account, Receive.
    await waitFor(() => expect(imported.has('ConnectingExternal')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(imported.has('WalletReceive')).toBe(false)
    act(() => openModal(result.foyer, { view: 'Account' }))
    await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(imported.has('WalletReceive')).toBe(true))
    act(() => openModal(result.foyer, { view: 'Pay' }))
    await screen.findByRole('dialog', { name: 'Pay' })
    expect(screen.getByText('Mine')).toBeTruthy()
    // Let every preload settle, then: nothing of what the host replaced was ever imported.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect([...imported].sort()).toEqual(['ConnectingExternal', 'WalletReceive'])
  })
})
