import { afterEach, describe, expect, test, vi } from 'vitest'
import { createHttpClient } from '../api/createHttpClient.js'
import { startTestServer } from '../test/httpServer.js'
import { loadRemoteFeatures } from './loadRemoteFeatures.js'
import { defaultFeatures } from './resolveOptions.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

describe('loadRemoteFeatures', () => {
  test('behavior: with no provider configured nothing is fetched and local features apply', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const result = await loadRemoteFeatures({
      directory: undefined,
      features: defaultFeatures,
      localFeatures: undefined,
    })
    expect(result.features).toBe(defaultFeatures)
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
  })
  test('behavior: with a provider the remote configuration is fetched and merged', async () => {
    const server = await startTestServer(() => ({
      body: { features: [{ id: 'activity', isEnabled: true, config: null }] },
    }))
    servers.push(server)
    const result = await loadRemoteFeatures({
      directory: createHttpClient({ baseUrl: server.url }),
      features: defaultFeatures,
      localFeatures: { activity: true },
    })
    expect(server.requests[0]?.path).toBe('/appkit/v1/config')
    expect(result.features).toMatchObject({ activity: true, swaps: false })
    expect(result.warnings).toHaveLength(1)
  })
})
