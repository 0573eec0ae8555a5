import { connect, openModal } from '@foyer/headless'
import { act, screen, waitFor, within } from '@testing-library/react'
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

/** The blockchain API's onramp routes on a stubbed `fetch`; the FUSD balance rises after a buy. */
function fakeOnrampApi(control = { failOptions: false, failQuote: false }) {
  let bought = false
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname
    if (path === '/v1/supported-chains') return Response.json({ http: [devnet], ws: [] })
    if (path === '/v1/onramp/options') {
      if (control.failOptions) return Response.json({}, { status: 400 })
      return Response.json({
        purchaseCurrencies: [
          {
            id: 'FUSD',
            name: 'Foyer USD',
            symbol: 'FUSD',
            networks: [
              {
                name: 'foyer-devnet',
                display_name: 'Devnet',
                chain_id: '31337',
                contract_address: '0x1',
              },
            ],
          },
        ],
        paymentCurrencies: [
          {
            id: 'USD',
            payment_method_limits: [
              { id: 'card', min: '10.00', max: '7500.00' },
              { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
            ],
          },
        ],
      })
    }
    if (path === '/v1/onramp/quote') {
      if (control.failQuote) return Response.json({}, { status: 400 })
      const usd = (amount: string) => ({ amount, currency: 'USD' })
      return Response.json({
        coinbaseFee: usd('0.75'),
        networkFee: usd('0.50'),
        paymentSubtotal: usd('48.75'),
        paymentTotal: usd('50.00'),
        purchaseAmount: { amount: '48.75', currency: 'FUSD' },
        quoteId: 'q-1',
      })
    }
    if (path === '/v1/generators/onrampurl') {
      bought = true
      return Response.json({ url: `${API}/onramp/purchase/1` })
    }
    if (path.endsWith('/balance')) {
      const numeric = bought ? '60.75' : '12'
      return Response.json({
        balances: [
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            chainId: devnet,
            quantity: { decimals: '6', numeric },
            iconUrl: '',
          },
        ],
      })
    }
    if (path.endsWith('/history')) return Response.json({ data: [], next: null })
    return Response.json({}, { status: 404 })
  })
}

async function openBuy(control?: Parameters<typeof fakeOnrampApi>[0]) {
  fakeOnrampApi(control)
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<FoyerModal />, {
    foyerOptions: { services: { blockchainApiUrl: API } },
  })
  await act(() => connect(result.foyer, { connector: 'test.fake' }))
  act(() => openModal(result.foyer, { view: 'Account' }))
  const features = await screen.findByRole('navigation', { name: 'Wallet features' })
  const user = userEvent.setup()
  await user.click(within(features).getByRole('button', { name: 'Buy' }))
  await screen.findByRole('dialog', { name: 'Buy Crypto' })
  await screen.findByTestId('onramp-limits')
  return { ...result, user }
}

/** A window whose `open` gives a popup (or `null`: the browser blocked it). */
function stubWindowOpen(blocked = false) {
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
  const open = vi
    .spyOn(window, 'open')
    .mockImplementation(() => (blocked ? null : (popup as unknown as Window)))
  return { open, popup }
}

describe('OnRampProviders and BuyInProgress', () => {
  test('default: from Account, provider, limits, quote, buy in the popup, success with the new balance', async () => {
    const { user } = await openBuy()
    expect(screen.getByTestId('onramp-provider-coinbase').textContent).toContain('Fees 1-2%')
    expect(screen.getByLabelText('Buy')).toHaveProperty('value', 'FUSD')
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Card: 10.00 to 7500.00 USD')
    await user.type(screen.getByLabelText('Amount (USD)'), '5')
    expect(screen.getByTestId('onramp-amount-error').textContent).toBe(
      'The amount is below the minimum for this payment method',
    )
    expect(screen.getByRole('button', { name: 'Buy with Coinbase' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.type(screen.getByLabelText('Amount (USD)'), '0')
    expect(screen.queryByTestId('onramp-amount-error')).toBeNull()
    await waitFor(() => expect(screen.getByTestId('onramp-receive').textContent).toBe('48.75 FUSD'))
    expect(screen.getByTestId('onramp-total').textContent).toBe('50.00 USD')
    expect(screen.queryByTestId('onramp-estimate')).toBeNull()
    expect(await axeViolations()).toEqual([])
    const { open, popup } = stubWindowOpen()
    await user.click(screen.getByRole('button', { name: 'Buy with Coinbase' }))
    expect(open).toHaveBeenCalledTimes(1)
    await screen.findByRole('dialog', { name: 'Buying' })
    await waitFor(() => expect(popup.location.href).toBe(`${API}/onramp/purchase/1`))
    // The balance is read every 4 s (the poll's default).
    expect((await screen.findByTestId('onramp-balance')).textContent).toBe(
      'New balance: 60.75 FUSD',
    )
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await screen.findByRole('dialog', { name: 'Buy Crypto' })
  }, 20_000)

  test('error: options failing give the sample list; a failing quote shows the estimate', async () => {
    const { user } = await openBuy({ failOptions: true, failQuote: true })
    // The sample sells USDC on Ethereum and Polygon: nothing to buy on the devnet.
    expect(screen.getByLabelText('Buy').querySelectorAll('option')).toHaveLength(0)
    expect(screen.getByTestId('onramp-nothing').textContent).toBe('Nothing to buy on this network')
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Card: 10.00 to 7500.00 USD')
    await user.type(screen.getByLabelText('Amount (USD)'), '50')
    expect(screen.queryByTestId('onramp-quote')).toBeNull()
  })

  test('error: a failing quote is the placeholder, marked as an estimate', async () => {
    const { user } = await openBuy({ failOptions: false, failQuote: true })
    await user.type(screen.getByLabelText('Amount (USD)'), '20')
    expect((await screen.findByTestId('onramp-estimate')).textContent).toBe('Estimate')
    expect(screen.getByTestId('onramp-receive').textContent).toContain('20 FUSD')
  })

  test('behavior: a blocked window says so and links to the page; Cancel goes back', async () => {
    const { user } = await openBuy()
    await user.type(screen.getByLabelText('Amount (USD)'), '50')
    await waitFor(() => expect(screen.getByTestId('onramp-receive').textContent).toBe('48.75 FUSD'))
    stubWindowOpen(true)
    await user.click(screen.getByRole('button', { name: 'Buy with Coinbase' }))
    expect((await screen.findByTestId('onramp-error')).textContent).toBe(
      'The browser blocked the provider window, open it again',
    )
    expect(screen.getByRole('link', { name: 'Open Coinbase' }).getAttribute('href')).toBe(
      `${API}/onramp/purchase/1`,
    )
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Buy Crypto' })
    expect(screen.getByTestId('onramp-receive').textContent).toBe('48.75 FUSD')
  })
})
