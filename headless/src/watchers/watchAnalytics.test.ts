// @vitest-environment jsdom
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { openModal } from '../actions/openModal.js'
import { selectWallet } from '../actions/selectWallet.js'
import { evmAdapter } from '../adapters/evm.js'
import { mock } from '../connectors/mock.js'
import { DisconnectFailedError } from '../errors/generic.js'
import { activeAccountAtom } from '../store/atoms.js'
import { findConnector } from '../store/connections.js'
import { createFoyer } from '../store/createFoyer.js'
import type { FoyerOptions } from '../store/options.js'
import { memoryStorage } from '../store/storage.js'
import { startTestServer } from '../test/httpServer.js'
import { mount } from './mount.js'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(options: { remoteEnabled?: boolean; local?: Partial<FoyerOptions> } = {}) {
  const server = await startTestServer((request) =>
    request.path === '/getAnalyticsConfig'
      ? { body: { isAnalyticsEnabled: options.remoteEnabled ?? true } }
      : request.path === '/e'
        ? { body: {} }
        : { body: { features: null } },
  )
  cleanups.push(server.close)
  const foyer = createFoyer({
    projectId: 'p',
    networks: [mainnet],
    adapters: [evmAdapter()],
    storage: memoryStorage(),
    connectors: [
      mock({ id: 'test.fake', name: 'Fake' }),
      mock({ id: 'test.rejecting', name: 'Rejecting', behavior: 'reject' }),
    ],
    services: { apiUrl: server.url, analyticsUrl: server.url },
    ...options.local,
  })
  cleanups.push(mount(foyer))
  const events = () =>
    server.requests
      .filter((request) => request.path === '/e')
      .map((request) => (request.body as { props: { event: string } }).props.event)
  return { foyer, server, events }
}

describe('analytics', () => {
  test('behavior: modal and connection events reach the events endpoint', async () => {
    const { foyer, server, events } = await setup()
    openModal(foyer)
    await selectWallet(foyer, { connectorId: 'test.fake' })
    await vi.waitFor(() =>
      expect(events()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']),
    )
    const sent = server.requests.find((request) => request.path === '/e')
    expect(sent?.query).toMatchObject({ projectId: 'p', st: 'foyer', sv: expect.any(String) })
    expect(sent?.body).toMatchObject({ eventId: expect.any(String), timestamp: expect.any(Number) })
    const success = server.requests.filter((request) => request.path === '/e')[2]
    expect(success?.body).toMatchObject({
      props: { event: 'CONNECT_SUCCESS', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    })
  })

  test('behavior: a rejected connection sends CONNECT_ERROR with the error code', async () => {
    const { foyer, server, events } = await setup()
    await expect(connect(foyer, { connector: 'test.rejecting' })).rejects.toThrow()
    await vi.waitFor(() => expect(events()).toContain('CONNECT_ERROR'))
    const error = server.requests.find(
      (request) =>
        (request.body as { props?: { event?: string } })?.props?.event === 'CONNECT_ERROR',
    )
    expect(error?.body).toMatchObject({ props: { properties: { code: 'USER_REJECTED' } } })
  })

  test('behavior: nothing is sent when the provider disables analytics', async () => {
    const { foyer, server, events } = await setup({ remoteEnabled: false })
    openModal(foyer)
    await vi.waitFor(() =>
      expect(server.requests.some((request) => request.path === '/getAnalyticsConfig')).toBe(true),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events()).toEqual([])
  })

  test('behavior: nothing is sent when the host turns the analytics feature off', async () => {
    const { foyer, events } = await setup({ local: { features: { analytics: false } } })
    openModal(foyer)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events()).toEqual([])
  })
})

describe('disconnect', () => {
  test('error: a failing wallet is still reset; the failure is reported after all attempts', async () => {
    const { foyer, events } = await setup()
    await connect(foyer, { connector: 'test.fake' })
    const connector = findConnector(foyer, 'test.fake')
    if (!connector) throw new Error('no connector')
    vi.spyOn(connector, 'disconnect').mockRejectedValue(new Error('wallet crashed'))
    await expect(disconnect(foyer)).rejects.toBeInstanceOf(DisconnectFailedError)
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
    await vi.waitFor(() => expect(events()).toContain('DISCONNECT_ERROR'))
  })
})
