import { connect } from '@foyer/headless'
import { getQueryClient } from '@foyer/headless/query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { axeViolations } from '../../test/axe.js'
import { announceWallet, renderWithFoyer } from '../../test/renderWithFoyer.js'
import { TransactionsView } from './TransactionsView.js'

const API = 'http://127.0.0.1:9'
const devnet = 'eip155:31337'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

/** A blockchain API on a stubbed `fetch` with one page of activity, or none. */
function fakeHistory(data: unknown[]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [devnet], ws: [] })
    if (url.pathname.endsWith('/history')) return Response.json({ data, next: null })
    return new Response('', { status: 404 })
  })
}

async function connected(data: unknown[]) {
  fakeHistory(data)
  const wallet = announceWallet()
  stops.push(wallet.stop)
  const result = renderWithFoyer(<TransactionsView />, {
    foyerOptions: { services: { blockchainApiUrl: API } },
  })
  getQueryClient(result.foyer).setDefaultOptions({ queries: { retry: false } })
  await act(() => connect(result.foyer, { connector: 'test.fake' }))
  return result
}

describe('TransactionsView', () => {
  test('default: the activity by month with its sign; accessible', async () => {
    await connected([
      {
        id: '0xabc',
        metadata: {
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: '0x1',
          sentTo: '0x2',
          minedAt: new Date().toISOString(),
          chain: devnet,
        },
        transfers: [
          { fungible_info: { symbol: 'ETH' }, quantity: { decimals: '18', numeric: '0.5' } },
        ],
      },
    ])
    const row = await screen.findByTestId('activity-row')
    expect(row.getAttribute('data-sign')).toBe('+')
    expect(row.textContent).toContain('ETH')
    expect(await axeViolations()).toEqual([])
  })

  test('behavior: no transactions says so', async () => {
    await connected([])
    expect(await screen.findByText('No activity yet.')).toBeTruthy()
  })
})
