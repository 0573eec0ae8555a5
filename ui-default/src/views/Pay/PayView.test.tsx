import { connect, openModal, pay } from '@foyer/headless'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerModal } from '../../modal/FoyerModal.js'
import { axeViolations } from '../../test/axe.js'
import { loadModalCodeFirst } from '../../test/loadModalCode.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'

loadModalCodeFirst()

const API = 'http://127.0.0.1:9'
const devnet = 'eip155:31337'
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The blockchain API on a stubbed `fetch`: the account's ETH balance. */
function fakeApi(numeric: string) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [devnet], ws: [] })
    if (url.pathname.endsWith('/balance')) {
      const quantity = { decimals: '18', numeric }
      return Response.json({
        balances: [{ name: 'Ether', symbol: 'ETH', chainId: devnet, quantity, iconUrl: '' }],
      })
    }
    return Response.json({}, { status: 404 })
  })
}

async function setup(balance: string) {
  fakeApi(balance)
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { services: { blockchainApiUrl: API } },
  })
  await act(() => connect(result.foyer, { connector: 'test.fake' }))
  return result
}

const request = {
  recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  asset: { symbol: 'ETH', decimals: 18 },
  amount: '2',
  network: devnet,
  pollMs: 5,
}

describe('PayView', () => {
  test('default: no payment — says so', async () => {
    const result = await setup('5')
    act(() => openModal(result.foyer, { view: 'Pay' }))
    await screen.findByRole('dialog', { name: 'Pay' })
    expect(await screen.findByText('No payment requested.')).toBeTruthy()
  })

  test('behavior: too little — recipient, amount, balance, the steps and the shortfall; Buy goes to the onramp; Close cancels', async () => {
    const result = await setup('0.5')
    let paid: Promise<unknown> | undefined
    act(() => {
      paid = pay(result.foyer, request)
    })
    await screen.findByRole('dialog', { name: 'Pay' })
    expect((await screen.findByTestId('pay-shortfall')).textContent).toBe(
      'Not enough ETH: 1.5 ETH missing.',
    )
    expect(screen.getByTestId('pay-amount').textContent).toBe('2 ETH')
    expect(screen.getByTestId('pay-recipient').getAttribute('title')).toBe(request.recipient)
    expect(screen.getByTestId('pay-balance').textContent).toBe('0.5 ETH')
    const steps = screen.getByRole('list', { name: 'Payment steps' }).querySelectorAll('li')
    expect([...steps].map((step) => step.dataset.state)).toEqual([
      'done',
      'active',
      'pending',
      'pending',
    ])
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Buy 1.5 ETH' }))
    await screen.findByRole('dialog', { name: 'Buy Crypto' })
    act(() => openModal(result.foyer, { view: 'Pay' }))
    await screen.findByTestId('pay-shortfall')
    // The visitor closes the modal: the payment waiting for funds is cancelled.
    await userEvent.keyboard('{Escape}')
    await expect(paid).resolves.toEqual({ status: 'cancelled' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
