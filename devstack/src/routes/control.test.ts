// @vitest-environment node
import { beforeEach, describe, expect, test } from 'vitest'
import type { DevstackContext } from '../context.js'
import { createDevstackApp } from '../server.js'
import { createDevstackState } from '../state.js'

// The controls fault and reset the stack, so a web page the developer happens to visit must not
// reach them: a cross-site form POST or a no-cors fetch carries the page's Origin and a form
// or text content type. Node tests and curl send no Origin and stay allowed (with JSON).

const chains = [{ id: 31_337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' }]
let context: DevstackContext
let app: ReturnType<typeof createDevstackApp>

beforeEach(() => {
  context = { apiUrl: 'http://127.0.0.1:8787', chains, state: createDevstackState() }
  app = createDevstackApp(context)
})

const json = 'application/json'
const send = (
  path: string,
  init: { method: string; origin?: string; contentType?: string; body?: string },
) =>
  app.request(path, {
    method: init.method,
    headers: {
      ...(init.origin !== undefined ? { origin: init.origin } : {}),
      ...(init.contentType !== undefined ? { 'content-type': init.contentType } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  })

const fault = JSON.stringify({ path: '/getWallets', status: 503 })
const addFault = () => {
  context.state.faults.push({ id: 99, path: '/getWallets', status: 503, hits: 0 })
}

/** Every state-changing control, with a valid JSON body. */
const controls = [
  ['PUT', '/devstack/features', JSON.stringify({ features: [] })],
  ['PUT', '/devstack/origins', JSON.stringify({ allowedOrigins: [] })],
  ['PUT', '/devstack/analytics-config', JSON.stringify({ isAnalyticsEnabled: false })],
  ['DELETE', '/devstack/analytics-events', undefined],
  ['POST', '/devstack/faults', fault],
  ['DELETE', '/devstack/faults/99', undefined],
  ['DELETE', '/devstack/faults', undefined],
  ['POST', '/devstack/reset', undefined],
] as const

describe('/devstack/* controls: loopback pages and JSON only', () => {
  test.each(controls)(
    'behavior: %s %s from a foreign page is refused (403)',
    async (method, path, body) => {
      addFault()
      context.state.analyticsEvents.push({ receivedAt: 'now', query: {}, body: {} })
      for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
        const response = await send(path, { method, origin, contentType: json, body })
        expect(response.status, origin).toBe(403)
        expect(await response.json()).toMatchObject({ error: expect.stringContaining('loopback') })
      }
      // Nothing changed.
      expect(context.state.faults.map(({ id }) => id)).toEqual([99])
      expect(context.state.analyticsEvents).toHaveLength(1)
      expect(context.state.features.size + context.state.allowedOrigins.size).toBe(0)
      expect(context.state.analyticsEnabled.size).toBe(0)
    },
  )

  test('behavior: a cross-site form POST cannot reset or fault the stack', async () => {
    addFault()
    const form = 'application/x-www-form-urlencoded'
    const reset = await send('/devstack/reset', {
      method: 'POST',
      origin: 'https://evil.example',
      contentType: form,
      body: 'a=1',
    })
    expect(reset.status).toBe(403)
    // A no-cors fetch: text/plain, a JSON-looking body.
    const faulted = await send('/devstack/faults', {
      method: 'POST',
      origin: 'https://evil.example',
      contentType: 'text/plain;charset=UTF-8',
      body: fault,
    })
    expect(faulted.status).toBe(403)
    expect(context.state.faults.map(({ id }) => id)).toEqual([99])
  })

  test.each([
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['text/plain', fault],
    [undefined, fault],
    [undefined, undefined],
  ])(
    'behavior: a POST with content type %s is refused (415), even from loopback or without Origin',
    async (contentType, body) => {
      for (const origin of ['http://localhost:5173', undefined]) {
        for (const path of ['/devstack/faults', '/devstack/reset']) {
          addFault()
          const response = await send(path, { method: 'POST', origin, contentType, body })
          expect(response.status, `${origin} ${path}`).toBe(415)
          expect(await response.json()).toMatchObject({
            error: expect.stringContaining('application/json'),
          })
          context.state.faults.length = 0
        }
      }
    },
  )

  test('behavior: a PUT or a DELETE with a body that is not JSON is refused (415)', async () => {
    const put = await send('/devstack/features', {
      method: 'PUT',
      contentType: 'text/plain',
      body: JSON.stringify({ features: [] }),
    })
    expect(put.status).toBe(415)
    expect(context.state.features.size).toBe(0)
    addFault()
    const remove = await send('/devstack/faults', {
      method: 'DELETE',
      contentType: 'text/plain',
      body: 'x',
    })
    expect(remove.status).toBe(415)
    expect(context.state.faults).toHaveLength(1)
  })

  test.each(['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:8080', undefined])(
    'default: JSON from a loopback page or without Origin (%s) is accepted',
    async (origin) => {
      addFault()
      for (const [method, path, body] of controls) {
        const response = await send(path, { method, origin, contentType: json, body })
        expect(response.status, `${method} ${path}`).toBeLessThan(300)
        if (path === '/devstack/faults' && method === 'POST') {
          expect(context.state.faults.at(-1)).toMatchObject({ path: '/getWallets', status: 503 })
        }
      }
      const charset = await send('/devstack/faults', {
        method: 'POST',
        origin,
        contentType: 'application/json; charset=utf-8',
        body: fault,
      })
      expect(charset.status).toBe(201)
    },
  )

  test('default: a DELETE without a body needs no content type (it cannot be sent cross-site without a CORS preflight)', async () => {
    addFault()
    expect((await send('/devstack/faults/99', { method: 'DELETE' })).status).toBe(200)
    expect(context.state.faults).toEqual([])
  })

  test('default: reading (GET) and CORS preflights are not affected', async () => {
    const read = await send('/devstack/faults', { method: 'GET', origin: 'http://localhost:5173' })
    expect(read.status).toBe(200)
    const preflight = await app.request('/devstack/reset', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})

describe('POST /devstack/relay/restart', () => {
  test('default: restarts the relay of this process and answers how many restarts ran', async () => {
    let restarts = 0
    context.relay = {
      restart: async () => {
        restarts += 1
      },
      restarts: () => restarts,
    }
    const response = await send('/devstack/relay/restart', { method: 'POST', contentType: json })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, restarts: 1 })
  })

  test('error: a relay of another process (reused, not started here) cannot be restarted', async () => {
    const response = await send('/devstack/relay/restart', { method: 'POST', contentType: json })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'The relay runs in another process: restart it there (or restart the devstack)',
    })
  })

  test('behavior: a cross-site page cannot restart it (the control guard)', async () => {
    let restarts = 0
    context.relay = { restart: async () => void restarts++, restarts: () => restarts }
    const response = await send('/devstack/relay/restart', {
      method: 'POST',
      origin: 'https://example.com',
      contentType: json,
    })
    expect(response.status).toBe(403)
    expect(restarts).toBe(0)
  })
})
