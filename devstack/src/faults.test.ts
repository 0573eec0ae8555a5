// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type StartServerReturnType, startServer } from './server.js'
import { http } from './testing/startTestDevstack.js'

let server: StartServerReturnType
beforeAll(async () => {
  server = await startServer({
    port: 0,
    chains: [{ id: 31_337, name: 'A', rpcUrl: 'http://127.0.0.1:9' }],
  })
})
afterAll(async () => {
  await server.stop()
})
afterEach(async () => {
  await http(`${server.url}/devstack/faults`, { method: 'DELETE' })
})

const fault = (body: Record<string, unknown>) => http(`${server.url}/devstack/faults`, { body })

describe('fault controls', () => {
  test('behavior: a route fails with the status (and Retry-After) until the faults are reset', async () => {
    const set = await fault({ path: '/getWallets', status: 503, retryAfter: '2' })
    expect(set.status).toBe(201)
    const failed = await http(`${server.url}/getWallets`)
    expect(failed.status).toBe(503)
    expect(failed.body).toEqual({ error: 'Injected fault', status: 503 })
    expect(failed.headers.get('retry-after')).toBe('2')
    // Other routes are untouched.
    expect((await http(`${server.url}/getAnalyticsConfig`)).status).toBe(200)
    await http(`${server.url}/devstack/faults`, { method: 'DELETE' })
    expect((await http(`${server.url}/getWallets`)).status).toBe(200)
  })

  test('parameters: times, method and a path prefix', async () => {
    await fault({ path: '/appkit/*', status: 500, times: 2, method: 'get' })
    expect((await http(`${server.url}/appkit/v1/config`)).status).toBe(500)
    expect((await http(`${server.url}/appkit/v1/config`)).status).toBe(500)
    expect((await http(`${server.url}/appkit/v1/config`)).status).toBe(200)
    expect((await http(`${server.url}/devstack/faults`)).body).toEqual({ faults: [] })
  })

  test('behavior: slows a route down', async () => {
    await fault({ path: '/getAnalyticsConfig', delayMs: 300 })
    const start = performance.now()
    const slow = await http(`${server.url}/getAnalyticsConfig`)
    expect(slow.status).toBe(200)
    expect(performance.now() - start).toBeGreaterThanOrEqual(280)
  })

  test('behavior: drops the connection', async () => {
    await fault({ path: '/v1/supported-chains', drop: true })
    await expect(fetch(`${server.url}/v1/supported-chains`)).rejects.toThrow(/fetch failed/)
    expect((await http(`${server.url}/health`)).status).toBe(200)
  })

  test('behavior: /health and /devstack/* are never faulted; DELETE one fault by id', async () => {
    await fault({ path: '/*', status: 500 })
    expect((await http(`${server.url}/health`)).status).toBe(200)
    const { body } = await http(`${server.url}/devstack/faults`)
    expect((await http(`${server.url}/getWallets`)).status).toBe(500)
    expect(
      (await http(`${server.url}/devstack/faults/${body.faults[0].id}`, { method: 'DELETE' }))
        .status,
    ).toBe(200)
    expect((await http(`${server.url}/getWallets`)).status).toBe(200)
  })

  test('error: invalid fault', async () => {
    expect((await fault({ path: 'getWallets', status: 500 })).status).toBe(400)
    expect((await fault({ path: '/getWallets' })).status).toBe(400)
    expect((await fault({ path: '/getWallets', status: 42 })).status).toBe(400)
  })
})
