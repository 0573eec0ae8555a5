import { createConnector, openModal } from '@foyer/headless'
import { routeAtom } from '@foyer/headless/internal'
import { mock } from '@foyer/headless/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { fakeDirectory } from '../../test/fakeDirectory.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { openConnectWithEmbedded } from '../../test/openConnect.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

/** The shipped mock wallet under the WalletConnect connector's id and type. */
const walletConnect = createConnector((config) => ({
  ...mock({ id: 'walletConnect', name: 'WalletConnect', rdns: 'walletConnect', behavior: 'never' })(
    config,
  ),
  type: 'WALLET_CONNECT',
}))

async function openConnect(options: Parameters<typeof renderWithFoyer>[1] = {}) {
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<FoyerModal />, options)
  act(() => openModal(result.foyer))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await screen.findByRole('list', { name: 'Installed wallets' })
  return result
}

describe('ConnectView', () => {
  test('default: installed wallets, the recommended one, and All Wallets with its badge', async () => {
    const directory = fakeDirectory(1003)
    const { foyer } = await openConnect({
      foyerOptions: { services: { apiUrl: directory.apiUrl } },
    })
    const installed = screen.getByRole('list', { name: 'Installed wallets' })
    expect(within(installed).getByRole('button', { name: /Fake Wallet/ })).toBeTruthy()
    // 2 − 1 installed: one recommended wallet.
    const wallets = await screen.findByRole('list', { name: 'Wallets' })
    expect(
      within(wallets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wallet 0001'])
    const entry = screen.getByRole('button', { name: /All Wallets/ })
    await waitFor(() => expect(screen.getByTestId('all-wallets-badge').textContent).toBe('1000+'))
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(wallets).getByRole('button', { name: 'Wallet 0001' }))
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w0001' },
    })
    const [back] = screen.getAllByRole('button', { name: 'Back' })
    if (back) await userEvent.click(back)
    await userEvent.click(await screen.findByRole('button', { name: /All Wallets/ }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('AllWallets')
    expect(entry).toBeTruthy()
  })

  test('behavior: featured wallets replace the recommended ones, in the host order', async () => {
    const directory = fakeDirectory(50)
    await openConnect({
      foyerOptions: {
        services: { apiUrl: directory.apiUrl },
        featuredWalletIds: ['w0009', 'w0003'],
      },
    })
    const wallets = await screen.findByRole('list', { name: 'Wallets' })
    expect(
      within(wallets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wallet 0009', 'Wallet 0003'])
    expect(screen.getByRole('list', { name: 'Installed wallets' })).toBeTruthy()
  })

  test('behavior: the WalletConnect entry comes first and opens ConnectingWalletConnectBasic', async () => {
    await openConnect({ foyerOptions: { connectors: [walletConnect] } })
    const wallets = screen.getByRole('list', { name: 'Wallets' })
    const button = within(wallets).getByRole('button', { name: /WalletConnect/ })
    expect(button.getAttribute('data-section')).toBe('walletConnect')
    // Its own mark, inline: no image fetched, no letter.
    expect(button.querySelector('svg[data-mark="walletConnect"]')).not.toBeNull()
    expect(button.querySelector('img')).toBeNull()
    expect(button.textContent).toBe('WalletConnectQR code')
    // Listed before the installed wallets (SPEC §9 connector order).
    expect(
      wallets.compareDocumentPosition(screen.getByRole('list', { name: 'Installed wallets' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Installed wallets' })).queryByRole('button', {
        name: /WalletConnect/,
      }),
    ).toBeNull()
    await userEvent.click(button)
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('behavior: without a provider API, no directory entries and nothing fetched', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await openConnect()
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: All Wallets is hidden with the allWallets feature off', async () => {
    const directory = fakeDirectory(20)
    await openConnect({
      foyerOptions: { services: { apiUrl: directory.apiUrl }, features: { allWallets: false } },
    })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  test('behavior: with the embedded wallet, email then four social marks and More, then the wallets', async () => {
    await openConnectWithEmbedded()
    const row = await screen.findByRole('list', { name: 'Social logins' })
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'More',
    ])
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy()
    // SPEC §2 default order without an installed wallet: email, social, wallet.
    const email = screen.getByTestId('email-login')
    const social = screen.getByTestId('social-login')
    const wallets = screen.getByText('No browser wallet found')
    expect(email.compareDocumentPosition(social) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(social.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(row).getByRole('button', { name: 'More' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectSocials')
  })

  test('behavior: an installed wallet puts the wallets first; the host picks socials and order', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    await openConnectWithEmbedded(
      {},
      {
        foyerOptions: {
          features: { socials: ['github', 'farcaster'], connectMethodsOrder: undefined },
        },
      },
    )
    const installed = await screen.findByRole('list', { name: 'Installed wallets' })
    const row = screen.getByRole('list', { name: 'Social logins' })
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Continue with GitHub', 'Continue with Farcaster'])
    const email = screen.getByTestId('email-login')
    expect(installed.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(email.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('behavior: no social logins with socials off or without an embedded wallet', async () => {
    await openConnectWithEmbedded({}, { foyerOptions: { features: { socials: false } } })
    expect(screen.getByTestId('email-login')).toBeTruthy()
    expect(screen.queryByTestId('social-login')).toBeNull()
  })

  test('behavior: an email that needs the device approved opens EmailVerifyDevice', async () => {
    await openConnectWithEmbedded({
      CONNECT_EMAIL() {
        return { action: 'VERIFY_DEVICE' }
      },
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyDevice'),
    )
  })

  test('behavior: an email answered with a code opens EmailVerifyOtp', async () => {
    await openConnectWithEmbedded({
      CONNECT_EMAIL() {
        return { action: 'VERIFY_OTP' }
      },
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('EmailVerifyOtp'),
    )
  })
})
