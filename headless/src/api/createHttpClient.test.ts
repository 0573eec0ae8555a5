import { afterEach, describe, expect, test, vi } from 'vitest'
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

describe('retry policy', () => {
  test('behavior: Retry-After in seconds or as an HTTP date, else doubling', () => {
    expect(retryDelayFor(new HttpStatusError(429, { retryAfter: '2' }), 0, 150)).toBe(2000)
    const date = new Date(Date.now() + 5000).toUTCString()
    const delay = retryDelayFor(new HttpStatusError(503, { retryAfter: date }), 0, 150)
    expect(delay).toBeGreaterThan(3000)
    expect(delay).toBeLessThanOrEqual(5000)
    expect(retryDelayFor(new HttpStatusError(503, { retryAfter: 'garbage' }), 2, 150)).toBe(600)
    expect([0, 1, 2].map((count) => retryDelayFor(new Error('x'), count, 150))).toEqual([
      150, 300, 600,
    ])
  })
  test('behavior: only the listed statuses and unanswered requests are retried', () => {
    expect(shouldRetryRequest(new HttpStatusError(504))).toBe(true)
    expect(shouldRetryRequest(new HttpStatusError(404))).toBe(false)
    expect(shouldRetryRequest(new Error('other'))).toBe(false)
  })
})
