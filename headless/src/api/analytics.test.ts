import { afterEach, describe, expect, test } from 'vitest'
import { UnknownError } from '../errors/generic.js'
import { startTestServer } from '../test/httpServer.js'
import { createAnalytics } from './createAnalytics.js'
import { createErrorTelemetry } from './createErrorTelemetry.js'
import { createHttpClient } from './createHttpClient.js'
import { createRateLimiter } from './createRateLimiter.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function analytics(
  options: { enabled?: boolean; status?: number; href?: string; host?: string } = {},
) {
  const server = await startTestServer(() => ({ status: options.status ?? 200, body: {} }))
  servers.push(server)
  let ids = 0
  const sender = createAnalytics({
    http: createHttpClient({ baseUrl: server.url, retryDelay: 1 }),
    projectId: 'p1',
    sdkType: 'foyer',
    sdkVersion: '0.1.0',
    isEnabled: () => options.enabled ?? true,
    getLocation: () => ({
      href: options.href ?? 'https://app.example/page',
      host: options.host ?? 'app.example',
    }),
    now: () => 1_700_000_000_000,
    randomId: () => `id-${++ids}`,
  })
  return { sender, requests: server.requests }
}

describe('createAnalytics', () => {
  test('default: POST to the events path with projectId, st, sv and the event body', async () => {
    const { sender, requests } = await analytics()
    const event = {
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser' },
    } as const
    expect(await sender.track(event, '0xabc')).toBe(true)
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/e',
      query: { projectId: 'p1', st: 'foyer', sv: '0.1.0' },
      body: {
        eventId: 'id-1',
        url: 'https://app.example/page',
        domain: 'app.example',
        timestamp: 1_700_000_000_000,
        props: { ...event, address: '0xabc' },
      },
    })
  })
  test.each([
    ['https://app.example/page?token=secret&email=a%40b.c', 'https://app.example/page'],
    ['https://app.example/page#access_token=secret', 'https://app.example/page'],
    ['https://app.example/a/b/?q=1#frag', 'https://app.example/a/b/'],
    ['https://user:pass@app.example:8443/page?x=1', 'https://app.example:8443/page'],
    ['https://app.example/', 'https://app.example/'],
    ['not a url?secret=1#x', 'not a url'],
  ])(
    'behavior: the page URL %s is sent without query, fragment or credentials',
    async (href, sent) => {
      const { sender, requests } = await analytics({ href })
      expect(await sender.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
      const body = requests[0]?.body as { url?: string; domain?: string }
      expect(body.url).toBe(sent)
      expect(body.domain).toBe('app.example')
      expect(JSON.stringify(requests[0]?.body)).not.toContain('secret')
    },
  )
  test('behavior: the modal-created event is skipped', async () => {
    const { sender, requests } = await analytics()
    expect(await sender.track({ type: 'track', event: 'MODAL_CREATED' })).toBe(false)
    expect(requests).toEqual([])
  })
  test('behavior: nothing is sent while analytics is disabled; failures are swallowed', async () => {
    const disabled = await analytics({ enabled: false })
    expect(await disabled.sender.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    expect(disabled.requests).toEqual([])
    const failing = await analytics({ status: 400 })
    expect(await failing.sender.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
  })
  test('behavior: an event is not sent again after a 5xx (it may be recorded), only after 429', async () => {
    const answers = [500, 503, 429]
    const server = await startTestServer(() => ({ status: answers.shift() ?? 200, body: {} }))
    servers.push(server)
    const sender = createAnalytics({
      http: createHttpClient({ baseUrl: server.url, retryDelay: 1 }),
      projectId: 'p1',
      sdkType: 'foyer',
      sdkVersion: '0.1.0',
      isEnabled: () => true,
    })
    expect(await sender.track({ type: 'track', event: 'A' })).toBe(false)
    expect(await sender.track({ type: 'track', event: 'B' })).toBe(false)
    expect(await sender.track({ type: 'track', event: 'C' })).toBe(true)
    const events = server.requests.map(({ body }) => (body as { props: { event: string } }).props)
    expect(events.map(({ event }) => event)).toEqual(['A', 'B', 'C', 'C'])
  })
  test('parameters: without location or id helpers', async () => {
    const server = await startTestServer(() => ({ body: {} }))
    servers.push(server)
    const sender = createAnalytics({
      http: createHttpClient({ baseUrl: server.url }),
      projectId: 'p',
      sdkType: 'foyer',
      sdkVersion: '1',
      isEnabled: () => true,
    })
    await sender.track({ type: 'track', event: 'X' })
    const body = server.requests[0]?.body as { eventId: string; url?: string }
    expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.url).toBeUndefined()
  })
})

describe('createRateLimiter', () => {
  test('behavior: at most max events per window, sliding', () => {
    let time = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 100, now: () => time })
    expect([limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire()]).toEqual([
      true,
      true,
      false,
    ])
    time = 99
    expect(limiter.tryAcquire()).toBe(false)
    time = 100
    expect(limiter.tryAcquire()).toBe(true)
  })
  test('behavior: two limiters share nothing', () => {
    const a = createRateLimiter({ max: 1, windowMs: 1000 })
    const b = createRateLimiter({ max: 1, windowMs: 1000 })
    expect(a.tryAcquire()).toBe(true)
    expect(b.tryAcquire()).toBe(true)
  })
})

describe('createErrorTelemetry', () => {
  test('behavior: error telemetry is capped at 5 events per 60 s', async () => {
    const { sender, requests } = await analytics()
    let time = 0
    const telemetry = createErrorTelemetry({ analytics: sender, now: () => time })
    const sent = []
    for (let index = 0; index < 7; index++) sent.push(await telemetry.report(new UnknownError()))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    time = 60_000
    expect(await telemetry.report(new Error('plain'))).toBe(true)
    expect(await createErrorTelemetry({ analytics: sender }).report('text')).toBe(true)
    expect(requests).toHaveLength(7)
    expect((requests[0]?.body as { props: unknown } | undefined)?.props).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: { code: 'UNKNOWN_ERROR', name: 'UnknownError', message: 'Unknown error' },
    })
    expect(
      (requests[6]?.body as { props: { properties: unknown } } | undefined)?.props.properties,
    ).toEqual({
      message: 'text',
    })
  })
})
