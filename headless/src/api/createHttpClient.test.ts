import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { HTTP_RETRY_AFTER_MAX_MS } from '../constants/index.js'
import { ApiRequestFailedError, HttpStatusError } from '../errors/api.js'
import { startTestServer, type TestResponse } from '../test/httpServer.js'
import { createHttpClient, retryDelayFor, shouldRetryRequest } from './createHttpClient.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function serve(answers: TestResponse[] | ((index: number) => TestResponse)) {
  let index = 0
  const server = await startTestServer(() => {
    const answer = typeof answers === 'function' ? answers(index) : answers[index]
    index += 1
    return answer ?? { body: { ok: true } }
  })
  servers.push(server)
  return server
}

describe('createHttpClient', () => {
  test('default: GET, POST, PUT and DELETE with JSON, common query and clientId', async () => {
    const server = await serve(() => ({ body: { ok: true } }))
    const client = createHttpClient({
      baseUrl: `${server.url}/base`,
      query: { projectId: 'p1', st: 'foyer', sv: '1.0.0' },
      clientId: () => 'client-1',
    })
    expect(await client.get({ path: '/a', query: { list: ['x', 'y'], skip: undefined } })).toEqual({
      ok: true,
    })
    await client.post({ path: 'b', body: { n: 1 } })
    await client.put({ path: '/c', body: [1] })
    await client.delete({ path: '/d' })
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /base/a',
      'POST /base/b',
      'PUT /base/c',
      'DELETE /base/d',
    ])
    expect(server.requests[0]?.query).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: '1.0.0',
      clientId: 'client-1',
      list: 'x,y',
    })
    expect(server.requests[1]?.body).toEqual({ n: 1 })
    expect(server.requests[1]?.headers['content-type']).toBe('application/json')
  })

  test('behavior: 3 retries with 150 ms doubling, then HTTP status code: N', async () => {
    const server = await serve(() => ({ status: 503, body: { message: 'down' } }))
    const onError = vi.fn()
    const client = createHttpClient({ baseUrl: server.url, onError })
    const error = await client.get({ path: '/x' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 503')
    expect((error as HttpStatusError).reason).toBe('down')
    expect(server.requests).toHaveLength(4)
    const gaps = server.requests.slice(1).map((request, index) => {
      const previous = server.requests[index]
      return request.at - (previous?.at ?? 0)
    })
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
    expect(onError).toHaveBeenCalledOnce()
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', path: '/x' })
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'behavior: status %i is retried',
    async (status) => {
      const server = await serve([{ status }, { body: { done: status } }])
      const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
      expect(await client.get({ path: '/x' })).toEqual({ done: status })
      expect(server.requests).toHaveLength(2)
    },
  )

  test.each([400, 401, 404, 422])('behavior: status %i is not retried', async (status) => {
    const server = await serve(() => ({ status }))
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    await expect(client.get({ path: '/x' })).rejects.toThrowError(`HTTP status code: ${status}`)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: Retry-After is honoured', async () => {
    const server = await serve([{ status: 429, headers: { 'retry-after': '1' } }, { body: 1 }])
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    expect(await client.get({ path: '/x' })).toBe(1)
    const [first, second] = server.requests
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950)
  })

  test('behavior: a Retry-After longer than the cap is not waited for, and not retried', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString()
    const server = await serve([
      { status: 503, headers: { 'retry-after': '3600' } },
      { status: 429, headers: { 'retry-after': inAnHour } },
    ])
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    const started = Date.now()
    const first = await client.get({ path: '/x' }).catch((caught: unknown) => caught)
    const second = await client.get({ path: '/y' }).catch((caught: unknown) => caught)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(server.requests.map(({ path }) => path)).toEqual(['/x', '/y'])
    // The caller still learns when the server will take requests again.
    expect(first).toMatchObject({ status: 503, retryAfter: '3600' })
    expect(second).toMatchObject({ status: 429, retryAfter: inAnHour })
  })

  test('parameters: maxRetryAfter sets the cap; up to it Retry-After is honoured', async () => {
    const server = await serve([
      { status: 503, headers: { 'retry-after': '1' } },
      { status: 503, headers: { 'retry-after': '0' } },
      { body: 'done' },
    ])
    const strict = createHttpClient({ baseUrl: server.url, retryDelay: 1, maxRetryAfter: 500 })
    await expect(strict.get({ path: '/x' })).rejects.toThrowError('HTTP status code: 503')
    expect(await strict.get({ path: '/y' })).toBe('done')
    expect(server.requests.map(({ path }) => path)).toEqual(['/x', '/y', '/y'])
  })

  test('behavior: no answer at all is retried, then fails with viem’s sentence', async () => {
    const server = await serve([])
    const url = server.url
    await server.close()
    servers.pop()
    const onError = vi.fn()
    const client = createHttpClient({ baseUrl: url, retryDelay: 1, onError })
    const error = await client.get({ path: '/x' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestFailedError)
    expect((error as ApiRequestFailedError).shortMessage).toBe('HTTP request failed.')
    expect(onError).toHaveBeenCalledOnce()
  })

  test('behavior: an aborted request is not retried', async () => {
    const server = await serve(() => ({ status: 503 }))
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 50 })
    const controller = new AbortController()
    const pending = client.get({ path: '/x', signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(server.requests.length).toBeLessThanOrEqual(2)
  })

  test('parameters: blob and text answers; empty and non-JSON bodies', async () => {
    const server = await serve([
      { raw: Buffer.from([1, 2, 3]) },
      { raw: 'plain' },
      {},
      { raw: 'x' },
    ])
    const client = createHttpClient({ baseUrl: server.url })
    const blob = await client.get<Blob>({ path: '/img', responseType: 'blob' })
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
    expect(await client.get({ path: '/t', responseType: 'text' })).toBe('plain')
    expect(await client.get({ path: '/e' })).toBeUndefined()
    expect(await client.get({ path: '/x' })).toBe('x')
  })

  test('parameters: url() joins base, path and every query field', () => {
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:1/api/',
      query: { projectId: 'p' },
      clientId: 'c',
    })
    expect(client.url({ path: '/getWalletImage/a b', query: { n: 1 } })).toBe(
      'http://127.0.0.1:1/api/getWalletImage/a%20b?projectId=p&clientId=c&n=1',
    )
  })
})

/** The object literal starting at `start` (a `{`), up to its matching `}`. */
function objectLiteralAt(text: string, start: number): string {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    if (text[index] === '{') depth += 1
    if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1)
  }
  return text.slice(start)
}

describe('requests that are not idempotent', () => {
  test.each([403, 413, 500, 502, 504])(
    'behavior: status %i is not retried: the server may have acted',
    async (status) => {
      const server = await serve(() => ({ status }))
      const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
      await expect(
        client.post({ path: '/register', body: { n: 1 }, idempotent: false }),
      ).rejects.toThrowError(`HTTP status code: ${status}`)
      expect(server.requests).toHaveLength(1)
    },
  )

  test('behavior: a 503 without Retry-After is not retried', async () => {
    const server = await serve(() => ({ status: 503 }))
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    await expect(client.post({ path: '/r', idempotent: false })).rejects.toThrowError(
      'HTTP status code: 503',
    )
    expect(server.requests).toHaveLength(1)
  })

  test.each([
    ['408', { status: 408 }],
    ['429', { status: 429 }],
    ['429 with Retry-After', { status: 429, headers: { 'retry-after': '0' } }],
    ['503 with Retry-After', { status: 503, headers: { 'retry-after': '0' } }],
  ] as const)('behavior: %s is retried: the server did not act on it', async (_, answer) => {
    const server = await serve([answer, answer, { body: { registered: true } }])
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    expect(await client.post({ path: '/r', body: { n: 1 }, idempotent: false })).toEqual({
      registered: true,
    })
    expect(server.requests).toHaveLength(3)
  })

  test('behavior: a request that got no answer is not sent again', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:1', retryDelay: 1, fetch })
    await expect(client.post({ path: '/r', idempotent: false })).rejects.toBeInstanceOf(
      ApiRequestFailedError,
    )
    expect(fetch).toHaveBeenCalledOnce()
    await expect(client.post({ path: '/r' })).rejects.toBeInstanceOf(ApiRequestFailedError)
    expect(fetch).toHaveBeenCalledTimes(5)
  })

  test('behavior: idempotent requests keep the spec’s policy, POST included', async () => {
    const server = await serve(() => ({ status: 500 }))
    const client = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    await expect(client.post({ path: '/prices', idempotent: true })).rejects.toThrowError(
      'HTTP status code: 500',
    )
    expect(server.requests).toHaveLength(4)
  })

  test('default: every POST of the api folder says whether it is idempotent, and why', () => {
    // A POST that changes server state must not be retried blindly, so each call decides:
    // `idempotent: false` (changes state) or `idempotent: true` (a read sent as POST), with a
    // comment saying why just above the option.
    const folder = dirname(fileURLToPath(import.meta.url))
    const posts = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(join(folder, file), 'utf8')
        return [...text.matchAll(/\.post(<[^>]*>)?\(\{/g)].map((match) => ({
          file,
          call: objectLiteralAt(text, match.index + match[0].length - 1),
        }))
      })
    expect(posts.map(({ file }) => file).sort()).toEqual([
      'buildSwapTransaction.ts',
      'createAnalytics.ts',
      'generateOnrampUrl.ts',
      'getOnrampQuote.ts',
      'getTokenPrices.ts',
      'registerName.ts',
      'revokeSession.ts',
    ])
    for (const { file, call } of posts) {
      expect(call, file).toMatch(/\/\/[^\n]*\n\s*idempotent: (true|false),/)
    }
    const decided = Object.fromEntries(
      posts.map(({ file, call }) => [file, /idempotent: true/.test(call)]),
    )
    expect(decided).toEqual({
      'buildSwapTransaction.ts': true,
      'createAnalytics.ts': false,
      'generateOnrampUrl.ts': false,
      'getOnrampQuote.ts': true,
      'getTokenPrices.ts': true,
      'registerName.ts': false,
      'revokeSession.ts': false,
    })
  })
})

describe('retry policy', () => {
  test('behavior: Retry-After in seconds or as an HTTP date, else doubling', () => {
    expect(retryDelayFor(new HttpStatusError(429, { retryAfter: '2' }), 0, 150)).toBe(2000)
    const date = new Date(Date.now() + 5000).toUTCString()
    const delay = retryDelayFor(new HttpStatusError(503, { retryAfter: date }), 0, 150)
    expect(delay).toBeGreaterThan(3000)
    expect(delay).toBeLessThanOrEqual(5000)
    expect(retryDelayFor(new HttpStatusError(503, { retryAfter: 'garbage' }), 2, 150)).toBe(600)
    // Never longer than the cap (such an answer is not retried at all, see shouldRetryRequest).
    expect(retryDelayFor(new HttpStatusError(503, { retryAfter: '3600' }), 0, 150)).toBe(
      HTTP_RETRY_AFTER_MAX_MS,
    )
    expect([0, 1, 2].map((count) => retryDelayFor(new Error('x'), count, 150))).toEqual([
      150, 300, 600,
    ])
  })
  test('behavior: only the listed statuses and unanswered requests are retried', () => {
    expect(shouldRetryRequest(new HttpStatusError(504))).toBe(true)
    expect(shouldRetryRequest(new HttpStatusError(404))).toBe(false)
    expect(shouldRetryRequest(new Error('other'))).toBe(false)
  })
  test('behavior: the Retry-After cap, and what a request that is not idempotent retries', () => {
    const tooLong = String(HTTP_RETRY_AFTER_MAX_MS / 1000 + 1)
    const atCap = String(HTTP_RETRY_AFTER_MAX_MS / 1000)
    expect(shouldRetryRequest(new HttpStatusError(429, { retryAfter: tooLong }))).toBe(false)
    expect(shouldRetryRequest(new HttpStatusError(429, { retryAfter: atCap }))).toBe(true)
    const once = { idempotent: false }
    expect(shouldRetryRequest(new HttpStatusError(429), once)).toBe(true)
    expect(shouldRetryRequest(new HttpStatusError(408), once)).toBe(true)
    expect(shouldRetryRequest(new HttpStatusError(503), once)).toBe(false)
    expect(shouldRetryRequest(new HttpStatusError(503, { retryAfter: atCap }), once)).toBe(true)
    expect(shouldRetryRequest(new HttpStatusError(503, { retryAfter: tooLong }), once)).toBe(false)
    expect(shouldRetryRequest(new HttpStatusError(500), once)).toBe(false)
    expect(
      shouldRetryRequest(new ApiRequestFailedError({ shortMessage: 'x', url: 'u' }), once),
    ).toBe(false)
  })
})
