import { connect, openModal } from '@foyer/headless'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import {
  type FakeSwapApiControl,
  FUSD,
  fakeSwapApi,
  SWAP_API,
  swapPool,
} from '../../test/fakeSwapApi.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'
import { rpcError, type ScriptedHandlers, scriptedWallet } from '../../test/scriptedWallet.js'

loadModalCodeFirst()
afterEach(() => {
  vi.unstubAllGlobals()
})

const hash = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`
const view = () => screen.getByRole('dialog').getAttribute('data-view')
const action = () => screen.getByTestId('swap-action')

/** The modal on Account with the swaps feature on; Swap opened from the wallet features. */
async function openSwap(handlers: ScriptedHandlers = {}, control: FakeSwapApiControl = {}) {
  const api = fakeSwapApi(control)
  let sent = 0
  const wallet = scriptedWallet({
    eth_sendTransaction: () => hash(++sent),
    eth_estimateGas: () => '0x186a0',
    eth_gasPrice: () => '0x3b9aca00',
    ...handlers,
  })
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: {
      connectors: [wallet.connector],
      services: { blockchainApiUrl: SWAP_API },
      features: { swaps: true },
    },
  })
  await act(() => connect(result.foyer, { connector: 'test.scripted' }))
  act(() => openModal(result.foyer))
  const features = await screen.findByRole('navigation', { name: 'Wallet features' })
  const user = userEvent.setup()
  await user.click(await within(features).findByRole('button', { name: 'Swap' }))
  await screen.findByRole('dialog', { name: 'Swap' })
  await waitFor(() => expect(action().textContent).toBe('Select token'))
  return { ...result, ...wallet, ...api, user }
}

/** Picks a token for a side in SwapSelectToken. */
async function pick(user: ReturnType<typeof userEvent.setup>, side: 'from' | 'to', name: RegExp) {
  await user.click(screen.getByTestId(`swap-${side}-token`))
  await screen.findByRole('dialog', { name: 'Select Token' })
  await user.click(await screen.findByRole('button', { name }))
  await screen.findByRole('dialog', { name: 'Swap' })
}

const sentTo = (requests: Array<{ method: string; params: unknown }>) =>
  requests
    .filter((request) => request.method === 'eth_sendTransaction')
    .map((request) => (request.params as Array<{ to: string }>)[0]?.to.toLowerCase())

describe('Swap', () => {
  test('default: native to token: quote, details, review, swap, success, back to Account', async () => {
    const { user, requests } = await openSwap()
    await pick(user, 'from', /Ether/)
    await waitFor(() =>
      expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance 2.000 ETH'),
    )
    await pick(user, 'to', /Foyer USD/)
    expect(action().textContent).toBe('Enter amount')
    await user.type(screen.getByLabelText('You pay'), '1')
    await waitFor(() => expect(action().textContent).toBe('Swap'))
    expect(screen.getByLabelText('You receive')).toHaveProperty('value', '3000')
    expect(screen.getByTestId('swap-from-usd').textContent).toBe('$3,000.00')
    expect(screen.getByTestId('swap-minimum').textContent).toBe('2970.000 FUSD')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.5%')
    expect(screen.getByTestId('swap-provider-fee').textContent).toBe('0.3% ($9.00)')
    expect(await axeViolations()).toEqual([])
    await user.click(action())
    await screen.findByRole('dialog', { name: 'Review Swap' })
    expect(screen.getByTestId('preview-give').textContent).toBe('1 ETH ($3,000.00)')
    expect(screen.getByTestId('preview-get').textContent).toBe('2970.000 FUSD')
    const steps = screen.getByRole('list', { name: 'Steps' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Swap'])
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByTestId('preview-submit'))
    expect(await screen.findByText('Swapped 1 ETH for FUSD')).toBeTruthy()
    expect(sentTo(requests)).toEqual([swapPool.toLowerCase()])
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Done'))
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(view()).toBe('Account'))
  }, 20_000)

  test('behavior: a token is approved, then swapped, as numbered steps', async () => {
    const { user, requests } = await openSwap()
    await pick(user, 'from', /Foyer USD/)
    await pick(user, 'to', /Ether/)
    await user.type(screen.getByLabelText('You pay'), '30')
    await waitFor(() => expect(action().textContent).toBe('Approve FUSD'))
    await user.click(action())
    await screen.findByRole('dialog', { name: 'Review Swap' })
    const steps = () =>
      within(screen.getByRole('list', { name: 'Steps' }))
        .getAllByRole('listitem')
        .map((item) => `${item.getAttribute('data-step')}:${item.getAttribute('data-state')}`)
    expect(steps()).toEqual(['approve:pending', 'swap:pending'])
    await user.click(screen.getByRole('button', { name: 'Approve FUSD and swap' }))
    await waitFor(() => {
      const alert = screen.queryByRole('alert')
      if (alert) throw new Error(`alert: ${alert.textContent} ${alert.dataset.code}`)
      expect(screen.getByText('Swapped 30 FUSD for ETH')).toBeTruthy()
    })
    expect(steps()).toEqual(['approve:done', 'swap:done'])
    expect(sentTo(requests)).toEqual([FUSD.split(':')[2]?.toLowerCase(), swapPool.toLowerCase()])
  }, 20_000)

  test('behavior: the button names what blocks; flip and Max', async () => {
    const { user } = await openSwap()
    await pick(user, 'from', /Foyer USD/)
    await pick(user, 'to', /Ether/)
    await user.type(screen.getByLabelText('You pay'), '80')
    await waitFor(() => expect(action().textContent).toBe('Insufficient balance'))
    expect(action()).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('You pay').getAttribute('aria-invalid')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Flip tokens' }))
    expect(screen.getByTestId('swap-from-token').textContent).toBe('EETH')
    expect(screen.getByLabelText('You pay')).toHaveProperty('value', '80')
    // The flipped form is quoted again (still more than the balance).
    await screen.findByTestId('swap-details')
    expect(action().textContent).toBe('Insufficient balance')
    await user.click(screen.getByRole('button', { name: 'Max' }))
    // 2 ETH less the quote's 100 000 gas at 1 gwei.
    await waitFor(() => expect(screen.getByLabelText('You pay')).toHaveProperty('value', '1.9999'))
  }, 20_000)

  test('behavior: a declined signature keeps the form', async () => {
    const { user } = await openSwap({
      eth_sendTransaction: () => {
        throw rpcError(4001, 'User rejected')
      },
    })
    await pick(user, 'from', /Ether/)
    await pick(user, 'to', /Foyer USD/)
    await user.type(screen.getByLabelText('You pay'), '0.5')
    await waitFor(() => expect(action().textContent).toBe('Swap'))
    await user.click(action())
    await user.click(await screen.findByTestId('preview-submit'))
    const alert = await screen.findByRole('alert')
    expect(alert.getAttribute('data-code')).toBe('USER_REJECTED')
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await screen.findByRole('dialog', { name: 'Swap' })
    expect(screen.getByLabelText('You pay')).toHaveProperty('value', '0.5')
    expect(screen.getByLabelText('You receive')).toHaveProperty('value', '1500')
  }, 20_000)

  test('error: a failed quote says why and Try again quotes again', async () => {
    const { user } = await openSwap({}, { failQuotes: [500, 500, 500, 500] })
    await pick(user, 'from', /Ether/)
    await pick(user, 'to', /Foyer USD/)
    await user.type(screen.getByLabelText('You pay'), '1')
    await waitFor(() => expect(action().textContent).toBe('Try again'))
    expect(screen.getByTestId('swap-message').textContent).not.toBe('')
    expect(screen.getByLabelText('You receive')).toHaveProperty('value', '')
    expect(screen.queryByTestId('swap-details')).toBeNull()
    await user.click(action())
    await waitFor(() => expect(action().textContent).toBe('Swap'))
    expect(screen.getByTestId('swap-message').textContent).toBe('')
  }, 20_000)
})

describe('SwapSelectToken', () => {
  test('default: your tokens first, then the others; search narrows them', async () => {
    const { user } = await openSwap()
    await user.click(screen.getByTestId('swap-to-token'))
    await screen.findByRole('dialog', { name: 'Select Token' })
    const mine = await screen.findByRole('region', { name: 'Your tokens' })
    expect(
      within(mine)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EEther ETH2.000', 'FFoyer USD FUSD50.000'])
    expect(
      within(screen.getByRole('region', { name: 'Popular' })).getByText('Foyer Euro'),
    ).toBeTruthy()
    await user.type(screen.getByLabelText('Search tokens'), 'eur')
    expect(screen.queryByRole('region', { name: 'Your tokens' })).toBeNull()
    await user.click(screen.getByRole('button', { name: /Foyer Euro/ }))
    await screen.findByRole('dialog', { name: 'Swap' })
    expect(screen.getByTestId('swap-to-token').textContent).toBe('FFEUR')
    expect(await axeViolations()).toEqual([])
  }, 20_000)
})

describe('Account wallet features', () => {
  test('behavior: no Swap where the network does not offer swaps', async () => {
    fakeSwapApi({ swaps: [] })
    const wallet = scriptedWallet({})
    const result = renderWithFoyer(<FoyerModal />, {
      foyerOptions: {
        connectors: [wallet.connector],
        services: { blockchainApiUrl: SWAP_API },
        features: { swaps: true },
      },
    })
    await act(() => connect(result.foyer, { connector: 'test.scripted' }))
    act(() => openModal(result.foyer))
    const features = await screen.findByRole('navigation', { name: 'Wallet features' })
    await within(features).findByRole('button', { name: 'Send' })
    expect(within(features).queryByRole('button', { name: 'Swap' })).toBeNull()
  })
})
