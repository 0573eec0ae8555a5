import { connect, getAccount } from '@foyer/headless'
import { getQueryClient } from '@foyer/headless/query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'
import { AccountView } from './AccountView.js'

const API = 'http://127.0.0.1:9'
const devnet = 'eip155:31337'
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

const thisMonth = new Date()
const lastYear = new Date(thisMonth.getFullYear() - 1, 5, 15)

/** A blockchain API on a stubbed `fetch`: balances, identity, NFTs and two pages of activity. */
function fakeBlockchainApi(
  control: { failHistory: boolean; balances?: Promise<void> } = { failHistory: false },
) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname
    if (path === '/v1/supported-chains') return Response.json({ http: [devnet], ws: [] })
    if (path === '/v1/fungible/price') {
      // Only the native coin is asked for: the API priced FUSD itself.
      const body = JSON.parse(String(init?.body)) as { addresses: string[] }
      expect(body.addresses).toEqual([`${devnet}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`])
      return Response.json({
        fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }],
      })
    }
    if (path.startsWith('/v1/identity/'))
      return Response.json({ name: 'alice.foyer', avatar: null })
    if (path.endsWith('/balance')) {
      await control.balances
      return Response.json({
        balances: [
          // No price from the source (as a wallet's own asset list): the price API gives it.
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: devnet,
            quantity: { decimals: '18', numeric: '0.25' },
            iconUrl: '',
          },
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            chainId: devnet,
            address: `${devnet}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
            value: 12.5,
            price: 1,
            quantity: { decimals: '6', numeric: '12.5' },
            iconUrl: '',
          },
        ],
      })
    }
    if (path.endsWith('/nfts')) {
      return Response.json({
        data: [
          {
            chainId: devnet,
            contract: '0x1',
            tokenId: '1',
            name: 'Foyer Collectibles #1',
            imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
            collection: { name: 'Foyer Collectibles' },
          },
        ],
      })
    }
    if (path.endsWith('/history')) {
      if (control.failHistory) return Response.json({}, { status: 400 })
      const transaction = (id: string, operationType: string, date: Date) => ({
        id,
        metadata: {
          operationType,
          status: 'confirmed',
          sentFrom: '0x1',
          sentTo: '0x2',
          minedAt: date.toISOString(),
          chain: devnet,
        },
        transfers: [
          { fungible_info: { symbol: 'ETH' }, quantity: { decimals: '18', numeric: '0.5' } },
        ],
      })
      return url.searchParams.get('cursor')
        ? Response.json({ data: [transaction('0xold', 'withdraw', lastYear)], next: null })
        : Response.json({ data: [transaction('0xnew', 'receive', thisMonth)], next: '1' })
    }
    return new Response('', { status: 404 })
  })
}

async function connected(
  options: { api?: boolean; failHistory?: boolean; balances?: Promise<void> } = {},
) {
  if (options.api !== false)
    fakeBlockchainApi({ failHistory: options.failHistory ?? false, balances: options.balances })
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<AccountView />, {
    balance: 2n * 10n ** 18n,
    foyerOptions: options.api === false ? {} : { services: { blockchainApiUrl: API } },
  })
  getQueryClient(result.foyer).setDefaultOptions({ queries: { retry: false } })
  await act(() => connect(result.foyer, { connector: 'test.fake' }))
  return result
}

describe('AccountView', () => {
  test('default: header, wallet features in order, tokens from the API; accessible', async () => {
    await connected()
    expect((await screen.findByTestId('account-address')).textContent).toBe('0xf3…b92266')
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('2.000 ETH'))
    expect(screen.getByTestId('account-network').textContent).toBe('Foyer Devnet')
    expect((await screen.findByTestId('account-profile-name')).textContent).toBe('alice.foyer')
    const features = screen.getByRole('navigation', { name: 'Wallet features' })
    expect(
      within(features)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Buy', 'Receive', 'Send'])
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    const rows = await screen.findAllByTestId('token-row')
    expect(rows[1]?.textContent).toContain('Foyer USD')
    expect(rows[1]?.textContent).toContain('$12.50')
    expect(rows[1]?.textContent).toContain('12.500 FUSD')
    // The native coin's price comes from the price API: 0.25 × $3,000; the total sums both.
    await waitFor(() => expect(screen.getByTestId('token-total').textContent).toBe('Total$762.50'))
    expect(rows[0]?.querySelector('[data-testid="token-value"]')?.textContent).toBe('$750.00')
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  test('behavior: a skeleton of the token rows while the tokens load, no spinner', async () => {
    let release = () => {}
    const balances = new Promise<void>((resolve) => {
      release = resolve
    })
    await connected({ balances })
    const list = await screen.findByTestId('token-list')
    expect(within(list).getByRole('status').textContent).toBe('Loading tokens')
    expect(list.querySelector('[data-skeleton="rows"]')).not.toBeNull()
    expect(list.querySelectorAll('[data-skeleton="rows"] > [aria-hidden="true"]')).toHaveLength(3)
    expect(screen.queryByRole('progressbar')).toBeNull()
    release()
    await screen.findAllByTestId('token-row')
    expect(list.querySelector('[data-skeleton]')).toBeNull()
  })

  test('behavior: NFTs and Activity tabs; activity by month with signs, more on Load more', async () => {
    const { foyer } = await connected()
    await userEvent.click(await screen.findByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('Foyer Collectibles #1')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const rows = await screen.findAllByTestId('activity-row')
    expect(rows.map((row) => row.getAttribute('data-sign'))).toEqual(['+'])
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
    expect(screen.getByRole('heading', { name: month.format(thisMonth) })).toBeTruthy()
    expect(rows[0]?.textContent).toContain('+0.500 ETH')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(2))
    expect(screen.getByRole('heading', { name: month.format(lastYear) })).toBeTruthy()
    expect(screen.getAllByTestId('activity-row')[1]?.getAttribute('data-sign')).toBe('−')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(await axeViolations()).toEqual([])
    // The open tab is kept in the instance.
    expect(getAccount(foyer).status).toBe('connected')
  })

  test('error: activity that cannot be fetched says so', async () => {
    await connected({ failHistory: true })
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'Failed to fetch transactions',
    )
  })

  test('behavior: local-first (no blockchain API), tokens from the chain; no NFTs or activity', async () => {
    await connected({ api: false })
    const row = await screen.findByTestId('token-row')
    expect(row.textContent).toContain('2.000 ETH')
    expect(row.textContent).not.toContain('$')
    await userEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(screen.getByText("NFTs need the provider's blockchain API.")).toBeTruthy()
  })

  test('parameters: walletFeaturesOrder and disabled features', async () => {
    fakeBlockchainApi()
    const wallet = announceWallet()
    stops.push(wallet.stop)
    const { foyer } = renderWithFoyer(<AccountView />, {
      foyerOptions: {
        features: { walletFeaturesOrder: ['send', 'onramp', 'receive', 'swaps'], activity: false },
      },
    })
    await act(() => connect(foyer, { connector: 'test.fake' }))
    const features = await screen.findByRole('navigation', { name: 'Wallet features' })
    expect(
      within(features)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Send', 'Buy', 'Receive'])
    expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull()
  })
})
