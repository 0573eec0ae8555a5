import { connect, openModal } from '@foyer/headless'
import { useAccount, useModal, useRoute } from '@foyer/headless/react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { announceWallet, renderWithFoyer } from '../test/renderWithFoyer.js'
import { FoyerModal } from './FoyerModal.js'
import { resolveView, UnavailableView } from './viewRegistry.js'

// A host's own views, written only on public hooks of @foyer/headless/react.
function MyConnect() {
  const { router } = useModal()
  return (
    <div>
      <p>My own connect</p>
      <button type="button" onClick={() => router.push('AllWallets')}>
        Browse wallets
      </button>
      <button
        type="button"
        onClick={() => router.push('ConnectingWalletConnect', { walletId: 'wallet-1' })}
      >
        Pick wallet-1
      </button>
    </div>
  )
}

function MyWalletConnect() {
  const walletId = useRoute('ConnectingWalletConnect')?.data?.walletId
  return <p data-testid="my-wallet-id">Connecting {walletId}</p>
}

function MyAccount() {
  const { address } = useAccount()
  const { router } = useModal()
  return (
    <div>
      <p data-testid="my-address">{address}</p>
      <button type="button" onClick={() => router.push('Networks')}>
        My networks
      </button>
    </div>
  )
}

function MyConnecting() {
  return <p>Approve it</p>
}

function MyPay() {
  return <p>My pay</p>
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const dialogView = () => screen.getByRole('dialog').getAttribute('data-view')

describe('FoyerModal views', () => {
  test('parameters: views, a component replaces a view; its default title stays', async () => {
    const result = renderWithFoyer(<FoyerModal views={{ Connect: MyConnect }} />)
    act(() => openModal(result.foyer))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.getByText('My own connect')).toBeTruthy()
    expect(dialogView()).toBe('Connect')
  })

  test('parameters: views, { component, title } sets the header title', async () => {
    const result = renderWithFoyer(
      <FoyerModal views={{ Connect: { component: MyConnect, title: 'Sign in to Acme' } }} />,
    )
    act(() => openModal(result.foyer))
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Acme' })
    expect(dialog.textContent).toContain('My own connect')
    expect(screen.getByRole('heading', { name: 'Sign in to Acme' })).toBeTruthy()
  })

  test('behavior: a replaced view navigates with the router; history and Back stay Foyer’s', async () => {
    const result = renderWithFoyer(
      <FoyerModal views={{ Connect: { component: MyConnect, title: 'Acme' } }} />,
    )
    act(() => openModal(result.foyer))
    await screen.findByText('My own connect')
    await userEvent.click(screen.getByRole('button', { name: 'Browse wallets' }))
    // The default AllWallets view, with its own title, on top of the host's view.
    await screen.findByRole('dialog', { name: 'All Wallets' })
    expect(dialogView()).toBe('AllWallets')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Acme' })
    expect(screen.getByText('My own connect')).toBeTruthy()
    // The host's view is the only entry again: no Back.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('behavior: a replaced view reads the data it was opened with through useRoute', async () => {
    const result = renderWithFoyer(
      <FoyerModal
        views={{
          Connect: MyConnect,
          ConnectingWalletConnect: { component: MyWalletConnect, title: 'Scan with your phone' },
        }}
      />,
    )
    act(() => openModal(result.foyer))
    await userEvent.click(await screen.findByRole('button', { name: 'Pick wallet-1' }))
    await screen.findByRole('dialog', { name: 'Scan with your phone' })
    expect(screen.getByTestId('my-wallet-id').textContent).toBe('Connecting wallet-1')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('My own connect')).toBeTruthy()
  })

  test('behavior: a replaced Account sees the connected account; default views stay reachable', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const result = renderWithFoyer(<FoyerModal views={{ Account: MyAccount }} />)
    await act(() => connect(result.foyer, { connector: 'test.fake' }))
    act(() => openModal(result.foyer))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(screen.getByTestId('my-address').textContent).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await userEvent.click(screen.getByRole('button', { name: 'My networks' }))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByTestId('my-address')).toBeTruthy()
  })

  test('behavior: a host title wins over the wallet name of ConnectingExternal', async () => {
    const wallet = announceWallet({ behavior: 'reject' })
    stops.push(wallet.stop)
    const result = renderWithFoyer(
      <FoyerModal views={{ ConnectingExternal: { component: MyConnecting, title: 'Waiting' } }} />,
    )
    act(() => openModal(result.foyer))
    await userEvent.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    await screen.findByRole('dialog', { name: 'Waiting' })
    expect(screen.getByText('Approve it')).toBeTruthy()
    await waitFor(() => expect(dialogView()).toBe('ConnectingExternal'))
  })

  test('parameters: views, a view Foyer does not ship yet can be given by the host', async () => {
    const result = renderWithFoyer(<FoyerModal views={{ Pay: MyPay }} />)
    act(() => openModal(result.foyer, { view: 'Pay' }))
    await screen.findByRole('dialog', { name: 'Pay' })
    expect(await screen.findByText('My pay')).toBeTruthy()
    expect(screen.queryByText('This part of the wallet window is not available yet.')).toBeNull()
  })
})

describe('resolveView', () => {
  test('default: Foyer’s view, its own title', () => {
    const resolved = resolveView('OnRampTokenSelect', undefined)
    expect(resolved).toEqual({ Component: UnavailableView, title: undefined })
  })

  test('parameters: views, a component or { component, title }', () => {
    expect(resolveView('Account', { Account: MyAccount })).toEqual({
      Component: MyAccount,
      title: undefined,
    })
    expect(resolveView('Account', { Account: { component: MyAccount, title: 'Me' } })).toEqual({
      Component: MyAccount,
      title: 'Me',
    })
    expect(resolveView('Connect', { Account: MyAccount }).Component).not.toBe(MyAccount)
  })
})
