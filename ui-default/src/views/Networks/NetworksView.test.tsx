import { connect, getAccount, openModal } from '@foyer/headless'
import { mock } from '@foyer/headless/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Chain } from 'viem'
import { describe, expect, test } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const devnetA = chain(31337, 'Devnet A')
const devnetB = chain(31338, 'Devnet B')

async function connectedModal(parameters: { chains?: number[] } = {}) {
  const wallet = mock({ id: 'test.fake', chainId: 31337, ...parameters })
  const result = renderWithFoyer(<FoyerModal />, {
    balance: 10n ** 18n,
    foyerOptions: { networks: [devnetA, devnetB], connectors: [wallet] },
  })
  await act(() => connect(result.foyer, { connector: 'test.fake' }))
  act(() => openModal(result.foyer))
  await screen.findByTestId('account-address')
  return { ...result, wallet }
}

describe('Networks view', () => {
  test('default: the network chip opens the picker with the active network marked', async () => {
    await connectedModal()
    await userEvent.click(screen.getByRole('button', { name: /Network: Devnet A/ }))
    const list = await screen.findByTestId('network-eip155:31338')
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks')
    expect(screen.getByTestId('network-eip155:31337').getAttribute('aria-current')).toBe('true')
    expect(list.getAttribute('aria-current')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  test('behavior: picking a network switches the wallet and goes back to Account on it', async () => {
    const { foyer } = await connectedModal()
    await userEvent.click(screen.getByRole('button', { name: /Network: Devnet A/ }))
    await userEvent.click(await screen.findByTestId('network-eip155:31338'))
    await waitFor(() => expect(getAccount(foyer).chainId).toBe(31338))
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account'),
    )
    expect(screen.getByTestId('account-network').textContent).toBe('Devnet B')
  })

  test('behavior: a declined switch returns to the picker and says so', async () => {
    const { wallet } = await connectedModal()
    wallet.setBehavior('reject')
    await userEvent.click(screen.getByRole('button', { name: /Network: Devnet A/ }))
    await userEvent.click(await screen.findByTestId('network-eip155:31338'))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Switch declined')).toBeTruthy()
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks')
  })

  test('behavior: the wallet’s pending switch shows SwitchNetwork', async () => {
    const { wallet } = await connectedModal()
    wallet.setBehavior('never')
    await userEvent.click(screen.getByRole('button', { name: /Network: Devnet A/ }))
    await userEvent.click(await screen.findByTestId('network-eip155:31338'))
    expect(await screen.findByText('Approve in wallet')).toBeTruthy()
    expect(screen.getByText(/to Devnet B in your wallet/)).toBeTruthy()
  })
})

describe('UnsupportedChain view', () => {
  test('behavior: a wallet on an unlisted chain opens it; switching back closes the modal', async () => {
    const { foyer, wallet } = await connectedModal()
    act(() => openModal(foyer, { view: 'Account' }))
    act(() => wallet.setChainId(5))
    expect(await screen.findByTestId('unsupported-chain-message')).toBeTruthy()
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('UnsupportedChain')
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByTestId('network-eip155:31338'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(foyer).network?.id).toBe(31338)
  })

  test('behavior: a chain the wallet does not know is added, then switched to', async () => {
    const { foyer, wallet } = await connectedModal({ chains: [31337] })
    await userEvent.click(screen.getByRole('button', { name: /Network: Devnet A/ }))
    await userEvent.click(await screen.findByTestId('network-eip155:31338'))
    await waitFor(() => expect(getAccount(foyer).chainId).toBe(31338))
    expect(wallet.calls).toContain('wallet_addEthereumChain')
  })
})
