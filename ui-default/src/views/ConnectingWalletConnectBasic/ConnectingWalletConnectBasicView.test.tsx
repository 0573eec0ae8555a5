import { getAccount, openModal } from '@foyer/headless'
import { pairingLifetimeMsAtom } from '@foyer/headless/internal'
import { type MockBehavior, mock } from '@foyer/headless/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

/** The shipped mock wallet in WalletConnect's place, showing `wc:<attempt>…` on each connect. */
function pairingWallet(behavior: MockBehavior) {
  return mock({
    id: 'walletConnect',
    name: 'WalletConnect',
    rdns: 'walletConnect',
    chainId: 31337,
    behavior,
    displayUri: (attempt) => `wc:${attempt}@2?relay-protocol=irn&symKey=k`,
  })
}

async function openBasic(behavior: MockBehavior, lifetimeMs?: number) {
  const wallet = pairingWallet(behavior)
  const result = renderWithFoyer(<FoyerModal />, { foyerOptions: { connectors: [wallet] } })
  if (lifetimeMs) result.foyer.store.set(pairingLifetimeMsAtom, lifetimeMs)
  act(() => openModal(result.foyer, { view: 'ConnectingWalletConnectBasic' }))
  await screen.findByRole('dialog', { name: 'WalletConnect' })
  return { ...result, wallet }
}

describe('ConnectingWalletConnectBasicView', () => {
  test('default: the QR code of the pairing URI, exposed as data-uri, and Copy link', async () => {
    const user = userEvent.setup()
    await openBasic('never')
    const frame = await screen.findByTestId('walletconnect-qr')
    await waitFor(() =>
      expect(frame.getAttribute('data-uri')).toBe('wc:1@2?relay-protocol=irn&symKey=k'),
    )
    expect(frame.getAttribute('data-state')).toBe('pairing')
    expect(screen.getByRole('img', { name: 'QR code to scan with your wallet' })).toBeTruthy()
    expect(screen.getByText("Scan this QR code with your phone's wallet.")).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe('wc:1@2?relay-protocol=irn&symKey=k')
  })

  test('behavior: an expired QR code is replaced by a new one', async () => {
    // 11 s lifetime: expired (10 s margin) a second after it shows.
    await openBasic('never', 11_000)
    const frame = await screen.findByTestId('walletconnect-qr')
    await waitFor(() => expect(frame.getAttribute('data-uri')).toMatch(/^wc:1@2/))
    await waitFor(() => expect(frame.getAttribute('data-uri')).toMatch(/^wc:2@2/))
    expect(frame.getAttribute('data-state')).toBe('pairing')
  })

  test('behavior: declined in the wallet shows Connection declined; Try again connects', async () => {
    const { foyer, wallet } = await openBasic('reject')
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    expect(await axeViolations()).toEqual([])
    wallet.setBehavior('approve')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getAccount(foyer).status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
