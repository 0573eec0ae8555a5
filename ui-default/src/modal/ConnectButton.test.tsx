import { connect, getAccount } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { axeViolations } from '../test/axe.js'
import { loadModalCodeFirst } from '../test/loadModalCode.js'
import { announceWallet, renderWithFoyer } from '../test/renderWithFoyer.js'
import { ConnectButton } from './ConnectButton.js'
import { FoyerModal } from './FoyerModal.js'

loadModalCodeFirst()

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('ConnectButton', () => {
  test('default: reads "Connect Wallet" and opens the modal on the Connect view', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    renderWithFoyer(
      <>
        <ConnectButton />
        <FoyerModal />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.closest('[data-foyer]')).not.toBeNull()
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    expect(await screen.findByRole('button', { name: /Fake Wallet/ })).toBeTruthy()
    const violations = await axeViolations()
    expect(violations).toEqual([])
  })

  test('behavior: connected, shows balance floored to 3 decimals and the truncated address', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const { foyer } = renderWithFoyer(<ConnectButton />, { balance: 1_234_567_890_123_456_789n })
    await act(() => connect(foyer, { connector: 'test.fake' }))
    const button = await screen.findByRole('button', { name: /0xf3…b92266/ })
    await waitFor(() => expect(button.textContent).toBe('1.234 ETH0xf3…b92266'))
    expect(button.getAttribute('data-status')).toBe('connected')
  })

  test('behavior: a zero balance reads 0.000', async () => {
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const { foyer } = renderWithFoyer(<ConnectButton />, { balance: 0n })
    await act(() => connect(foyer, { connector: 'test.fake' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /0xf3/ }).textContent).toContain('0.000 ETH'),
    )
  })

  test('behavior: while a wallet never answers, the button opens the attempt, and Cancel ends it', async () => {
    const wallet = announceWallet({ behavior: 'never' })
    stops.push(wallet.stop)
    renderWithFoyer(
      <>
        <ConnectButton />
        <FoyerModal />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await userEvent.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Closing gave the attempt up: the button is usable, not stuck on "Connecting…".
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.hasAttribute('disabled')).toBe(false)

    await userEvent.click(button)
    await userEvent.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    // The open dialog hides the page from assistive tech, hence `hidden`.
    const connecting = screen.getByRole('button', { name: 'Connecting…', hidden: true })
    expect(connecting.hasAttribute('disabled')).toBe(false)
    expect(connecting.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect')
    expect(screen.getByRole('button', { name: 'Connect Wallet', hidden: true })).toBeTruthy()
  })

  test('parameters: the host className and style add to Foyer’s', () => {
    renderWithFoyer(<ConnectButton className="host-class" style={{ marginLeft: '4px' }} />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.classList.contains('host-class')).toBe(true)
    expect(button.classList.length).toBeGreaterThan(2)
    expect(button.style.marginLeft).toBe('4px')
    // The theme's tokens come from the stylesheet, under the root's data-theme.
    expect(button.style.getPropertyValue('--foyer-accent')).toBe('')
    expect(button.getAttribute('data-theme')).toBe('dark')
  })

  test('parameters: label, and the host onClick runs first and can cancel opening', async () => {
    const { foyer } = renderWithFoyer(
      <ConnectButton label="Sign in" onClick={(event) => event.preventDefault()} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(getAccount(foyer).status).toBe('disconnected')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
