import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the test server received. */
export type ReceivedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: unknown
  at: number
}

/** What the test server answers. */
export type TestResponse = {
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** Raw bytes instead of JSON. */
  raw?: Buffer | string
}

/**
 * An in-process HTTP server on 127.0.0.1 (port 0) for api/ tests: real HTTP through the
 * global fetch, no mocks. `handler` answers each request; every request is recorded.
 */
export async function startTestServer(
  handler: (request: ReceivedRequest) => TestResponse | Promise<TestResponse>,
) {
  const requests: ReceivedRequest[] = []
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    const request: ReceivedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      body: text ? JSON.parse(text) : undefined,
      at: Date.now(),
    }
    requests.push(request)
    const response = await handler(request)
    const raw = response.raw ?? (response.body === undefined ? '' : JSON.stringify(response.body))
    outgoing.writeHead(response.status ?? 200, {
      'content-type': response.raw ? 'application/octet-stream' : 'application/json',
      ...response.headers,
    })
    outgoing.end(raw)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
