// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { modalAtom, routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom } from '../store/onrampAtom.js'
import { startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { usePay } from './usePay.js'

const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  cleanup()
  unmountAll()
  for (const close of closes.splice(0)) await close()
})

const chain = 'eip155:31337'
const wrap =
  (foyer: Foyer) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

async function setup() {
  const server = await startTestServer(async ({ path }) => {
    if (path === '/v1/supported-chains') return { body: { http: [chain], ws: [] } }
    if (path.endsWith('/balance')) {
      const quantity = { decimals: '18', numeric: '0.5' }
      return { body: { balances: [{ name: 'Ether', symbol: 'ETH', chainId: chain, quantity }] } }
    }
    return { status: 404, body: {} }
  })
  closes.push(server.close)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
  await connect(foyer, { connector: 'test.fake', chainId: 31337 })
  return { foyer, ...renderHook(() => usePay(), { wrapper: wrap(foyer) }) }
}

const request = {
  recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  asset: { symbol: 'ETH', decimals: 18 },
  amount: '2',
  network: chain,
  pollMs: 5,
}

describe('usePay', () => {
  test('default: idle, nothing requested', async () => {
    const { result } = await setup()
    expect(result.current).toMatchObject({ status: 'idle', isRunning: false, request: undefined })
  })

  test('behavior: a short balance shows the shortfall; buyShortfall routes to the onramp; reset cancels', async () => {
    const { result, foyer } = await setup()
    let paid: Promise<unknown> | undefined
    act(() => {
      paid = result.current.pay(request)
    })
    await waitFor(() => expect(result.current.status).toBe('insufficient'))
    expect(result.current).toMatchObject({
      balance: '0.5',
      shortfall: '1.5',
      isRunning: true,
      canBuyShortfall: true,
      canDismiss: false,
      waitingMessage: undefined,
    })
    expect(result.current.steps.map((step) => `${step.id}:${step.state}`)).toEqual([
      'connect:done',
      'check:active',
      'send:pending',
      'confirm:pending',
    ])
    act(() => {
      expect(result.current.buyShortfall()).toBe(true)
    })
    expect(foyer.store.get(routeAtom).view).toBe('OnRampProviders')
    // The onramp buys the payment's asset; 1.5 short is below the card minimum: 10.
    expect(foyer.store.get(onrampAtom).form).toMatchObject({
      purchaseCurrency: { id: 'ETH' },
      amount: '10',
    })
    act(() => result.current.reset())
    await expect(paid).resolves.toEqual({ status: 'cancelled' })
    expect(result.current.status).toBe('idle')
  })

  test('behavior: dismiss cancels the payment, forgets it and closes the modal', async () => {
    const { result, foyer } = await setup()
    let paid: Promise<unknown> | undefined
    act(() => {
      paid = result.current.pay(request)
    })
    await waitFor(() => expect(result.current.status).toBe('insufficient'))
    expect(foyer.store.get(modalAtom).status).toBe('open')
    act(() => result.current.dismiss())
    await expect(paid).resolves.toEqual({ status: 'cancelled' })
    expect(result.current).toMatchObject({ status: 'idle', steps: [], canDismiss: false })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('error: pay checks its parameters', async () => {
    const { result } = await setup()
    await expect(result.current.pay({ ...request, recipient: 1 } as never)).rejects.toThrow(
      'parameters.recipient',
    )
  })
})
