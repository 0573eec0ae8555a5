import { type CustomWallet, navigate, openModal } from '@foyer/headless'
import { type MockBehavior, mock } from '@foyer/headless/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

afterEach(() => {
  vi.restoreAllMocks()
})

const uri = 'wc:1@2?relay-protocol=irn&symKey=k'
const acme: CustomWallet = {
  id: 'acme',
  name: 'Acme Wallet',
  mobile_link: 'acme://',
  desktop_link: 'acme-desktop://',
  webapp_link: 'https://app.acme.test',
}

async function openWallet(options: { behavior?: MockBehavior; isMobile?: boolean } = {}) {
  const wallet = mock({
    id: 'walletConnect',
    name: 'WalletConnect',
    rdns: 'walletConnect',
    chainId: 31337,
    behavior: options.behavior ?? 'never',
    displayUri: (attempt) => `wc:${attempt}@2?relay-protocol=irn&symKey=k`,
  })
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: {
      connectors: [wallet],
      customWallets: [acme],
      isMobile: () => options.isMobile ?? false,
    },
  })
  act(() => {
    openModal(result.foyer)
    navigate(result.foyer, {
      type: 'push',
      route: { view: 'ConnectingWalletConnect', data: { walletId: 'acme' } },
    })
  })
  await screen.findByRole('dialog', { name: 'WalletConnect' })
  return { ...result, wallet }
}

describe('ConnectingWalletConnectView', () => {
  test('default: on desktop the QR code, with a choice of mobile, web app and desktop', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    await openWallet()
    const frame = await screen.findByTestId('walletconnect-qr')
    await waitFor(() => expect(frame.getAttribute('data-uri')).toBe(uri))
    expect(screen.getByText('Continue in Acme Wallet')).toBeTruthy()
    const choice = screen.getByRole('group', { name: 'How to connect' })
    expect([...choice.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Mobile',
      'Web app',
      'Desktop',
    ])
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Web app' }))
    await userEvent.click(screen.getByRole('button', { name: 'Open web app' }))
    expect(open).toHaveBeenCalledWith(
      `https://app.acme.test/wc?uri=${encodeURIComponent(uri)}`,
      '_blank',
      'noreferrer noopener',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Desktop' }))
    await userEvent.click(screen.getByRole('button', { name: 'Open desktop app' }))
    expect(open).toHaveBeenLastCalledWith(
      `acme-desktop://wc?uri=${encodeURIComponent(uri)}`,
      '_self',
      'noreferrer noopener',
    )
  })

  test('behavior: on a phone the deep link opens the wallet app', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    await openWallet({ isMobile: true })
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    const button = await screen.findByRole('button', { name: 'Open Acme Wallet' })
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
    await userEvent.click(button)
    expect(open).toHaveBeenCalledWith(
      `acme://wc?uri=${encodeURIComponent(uri)}`,
      '_self',
      'noreferrer noopener',
    )
  })

  test('behavior: declined in the wallet shows Connection declined with Try again', async () => {
    const { wallet } = await openWallet({ behavior: 'reject' })
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    wallet.setBehavior('never')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const frame = await screen.findByTestId('walletconnect-qr')
    await waitFor(() => expect(frame.getAttribute('data-uri')).toMatch(/^wc:2@2/))
  })
})
