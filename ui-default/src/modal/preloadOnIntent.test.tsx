import { intentAtom } from '@foyer/headless/internal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { ConnectButton } from './ConnectButton.js'
import { FoyerModal } from './FoyerModal.js'

// Each module records its import (the shell and three views). One file for this test alone:
// what a module loaded stays loaded for the file.
const imported = vi.hoisted(() => new Set<string>())
vi.mock('./ModalShell.js', async (original) => {
  imported.add('ModalShell')
  return original()
})
vi.mock('../views/Connect/ConnectView.js', async (original) => {
  imported.add('Connect')
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

describe('FoyerModal code on intent', () => {
  test('behavior: nothing of the modal is fetched until the visitor reaches for the button; then the shell and the view that will open, and no other', async () => {
    const { container, foyer } = renderWithFoyer(
      <>
        <ConnectButton />
        <FoyerModal />
      </>,
    )
    // Well past the browser's idle time (a 200 ms timer where there is no requestIdleCallback).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect([...imported]).toEqual([])
    // Wallet discovery and the project's configuration wait for the same intent.
    expect(foyer.store.get(intentAtom)).toBe(false)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(imported.has('Connect')).toBe(true))
    expect([...imported].sort()).toEqual(['Connect', 'ModalShell'])
    expect(foyer.store.get(intentAtom)).toBe(true)
    expect(container.querySelector('[role="dialog"]')).toBeNull()
  })
})
