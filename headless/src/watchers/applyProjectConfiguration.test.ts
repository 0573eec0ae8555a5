// @vitest-environment node
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { signalIntent } from '../actions/signalIntent.js'
import { evmAdapter } from '../adapters/evm.js'
import { createConnector } from '../connectors/createConnector.js'
import { mock } from '../connectors/mock.js'
import { configurationAlertsAtom, featuresAtom } from '../store/atoms.js'
import { createFoyer } from '../store/createFoyer.js'
import { memoryStorage } from '../store/storage.js'
import { startTestServer } from '../test/httpServer.js'
import { mount } from './mount.js'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A mounted instance; with `intent` (the default) the visitor has reached for the modal. */
function mounted(
  options: Partial<Parameters<typeof createFoyer>[0]>,
  { intent = true }: { intent?: boolean } = {},
) {
  const foyer = createFoyer({
    projectId: 'p',
    networks: [mainnet],
    adapters: [evmAdapter()],
    storage: memoryStorage(),
    ...options,
  })
  // Signalled first: what waits for the intent starts with the mount, not a frame later.
  if (intent) signalIntent(foyer)
  cleanups.push(mount(foyer))
  return foyer
}

/** An embedded-wallet connector stand-in: the mock wallet, typed AUTH. */
const authConnector = createConnector((config) => ({ ...mock()(config), type: 'AUTH' }))

const codes = (foyer: ReturnType<typeof createFoyer>) =>
  foyer.store.get(configurationAlertsAtom).map((alert) => alert.code)

describe('project configuration at mount', () => {
  test('behavior: asked for once the visitor reaches for the modal, not before', async () => {
    const server = await startTestServer(() => ({ body: { features: null } }))
    cleanups.push(server.close)
    const foyer = mounted({ services: { apiUrl: server.url } }, { intent: false })
    // Other requests of the same mount (none here) would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.requests).toEqual([])
    signalIntent(foyer)
    signalIntent(foyer)
    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toEqual(['/appkit/v1/config']),
    )
  })

  test('behavior: a returning visitor (stored session) gets it at mount, without intent', async () => {
    const server = await startTestServer(() => ({ body: { features: null } }))
    cleanups.push(server.close)
    const storage = memoryStorage()
    storage.setItem('@foyer/p/connection_status', JSON.stringify({ eip155: 'connected' }))
    storage.setItem('@foyer/p/connected_connector_ids', JSON.stringify({ eip155: 'mock' }))
    mounted({ services: { apiUrl: server.url }, storage }, { intent: false })
    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toEqual(['/appkit/v1/config']),
    )
  })

  test('behavior: the remote configuration overrides local features, with a warning', async () => {
    const server = await startTestServer((request) =>
      request.path === '/appkit/v1/config'
        ? { body: { features: [{ id: 'swap', isEnabled: false, config: null }] } }
        : { status: 404 },
    )
    cleanups.push(server.close)
    const foyer = mounted({ features: { swaps: true }, services: { apiUrl: server.url } })
    expect(foyer.store.get(featuresAtom)?.swaps).toBe(true)
    await vi.waitFor(() => expect(foyer.store.get(featuresAtom)?.swaps).toBe(false))
    expect(foyer.store.get(configurationAlertsAtom).map((alert) => alert.shortMessage)).toContain(
      'Local configuration ignored',
    )
    // Email and social login are on by default, but without an embedded-wallet (AUTH) connector
    // they cannot be offered: the origins allowlist is not asked for.
    expect(server.requests.map((request) => request.path).sort()).toEqual(['/appkit/v1/config'])
    expect(server.requests.every((request) => request.query.projectId === 'p')).toBe(true)
  })

  test('behavior: a failed configuration fetch turns remote features off', async () => {
    const server = await startTestServer(() => ({ status: 400 }))
    cleanups.push(server.close)
    const foyer = mounted({
      features: { swaps: true, onramp: true },
      services: { apiUrl: server.url },
    })
    await vi.waitFor(() => expect(foyer.store.get(featuresAtom)?.swaps).toBe(false))
    expect(foyer.store.get(featuresAtom)?.onramp).toBe(false)
  })

  test('behavior: with no provider configured nothing is fetched and local features apply', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const foyer = mounted({ features: { swaps: true } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(foyer.store.get(featuresAtom)?.swaps).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
  })

  test('error: an origin missing from the allowlist raises invalid app configuration', async () => {
    const server = await startTestServer((request) =>
      request.path === '/projects/v1/origins'
        ? { body: { allowedOrigins: ['https://elsewhere.example'] } }
        : { body: { features: null } },
    )
    cleanups.push(server.close)
    vi.stubGlobal('location', { origin: 'https://host.example' })
    cleanups.push(() => vi.unstubAllGlobals())
    const foyer = mounted({ services: { apiUrl: server.url }, connectors: [authConnector] })
    await vi.waitFor(() => expect(codes(foyer)).toContain('INVALID_APP_CONFIGURATION'))
  })

  test('behavior: email and social on, but no AUTH connector: no origins check, no alert', async () => {
    const server = await startTestServer((request) =>
      request.path === '/projects/v1/origins'
        ? { body: { allowedOrigins: ['https://elsewhere.example'] } }
        : { body: { features: null } },
    )
    cleanups.push(server.close)
    vi.stubGlobal('location', { origin: 'https://host.example' })
    cleanups.push(() => vi.unstubAllGlobals())
    const foyer = mounted({
      services: { apiUrl: server.url },
      features: { email: true, socials: ['google'] },
    })
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests.map((request) => request.path)).not.toContain('/projects/v1/origins')
    expect(codes(foyer)).toEqual([])
  })

  test('error: a missing project id raises the project-not-configured alert', async () => {
    // Mounted first, so its deferred watchers (one import() of the same module) start first.
    const configured = mounted({})
    const unconfigured = mounted({ projectId: '' })
    await vi.waitFor(() => expect(codes(unconfigured)).toEqual(['PROJECT_ID_NOT_CONFIGURED']))
    expect(codes(configured)).toEqual([])
  })
})
