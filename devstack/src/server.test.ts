// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  isLoopbackOrigin,
  probeDevstackServer,
  type StartServerReturnType,
  startServer,
} from './server.js'

const chains = [
  { id: 31_337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31_338, name: 'Foyer Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
]
let server: StartServerReturnType

beforeAll(async () => {
  server = await startServer({ chains, port: 0 })
})
afterAll(async () => {
  await server.stop()
})

describe('GET /health', () => {
  test('default', async () => {
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      service: 'foyer-devstack',
      apiUrl: server.url,
      chains: [
        {
          id: 31_337,
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Devnet',
          rpcUrl: chains[0]!.rpcUrl,
        },
        {
          id: 31_338,
          caipNetworkId: 'eip155:31338',
          name: 'Foyer Devnet B',
          rpcUrl: chains[1]!.rpcUrl,
        },
      ],
    })
    expect(await probeDevstackServer(server.url)).toBe(true)
  })

  test('behavior: CORS answers loopback origins and no others', async () => {
    const loopback = await fetch(`${server.url}/health`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(loopback.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const foreign = await fetch(`${server.url}/health`, {
      headers: { origin: 'https://example.org' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const preflight = await fetch(`${server.url}/health`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true')
  })

  test('behavior: the no-cache header of coinbase onramp activity passes the preflight', async () => {
    const preflight = await fetch(`${server.url}/v1/account/0x1/history`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'cache-control',
      },
    })
    expect(preflight.status).toBe(204)
    const allowed = preflight.headers.get('access-control-allow-headers')?.split(',')
    expect(allowed?.map((name) => name.trim().toLowerCase())).toContain('cache-control')
  })
})

describe('GET /test-wallet.js', () => {
  test('default: a browser script with the chains prepended, CORS *', async () => {
    const response = await fetch(`${server.url}/test-wallet.js`, {
      headers: { origin: 'https://example.org' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const script = await response.text()
    const [prelude] = script.split('\n')
    expect(prelude).toBe(`window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify({ chains })};`)
    expect(script).toContain('eip6963:announceProvider')
    expect(script).toContain('dev.foyer.testwallet')
    // Only loopback URLs are used. The other hosts in the bundle are text: the SVG namespace of
    // the inline icon and documentation links inside viem's error messages, never fetched.
    const textOnly = new Set(['www.w3.org', 'viem.sh', 'oxlib.sh', '4byte.sourcify.dev'])
    const urls = script.match(/https?:\/\/[a-z0-9.[\]:-]+/gi) ?? []
    const hosts = new Set(urls.map((url) => new URL(url).hostname))
    expect([...hosts].filter((host) => host !== '127.0.0.1' && !textOnly.has(host))).toEqual([])
  })
})

describe('GET /test-wallet.js?rpc=proxy', () => {
  test('parameters: rpc=proxy points every chain at the RPC proxy, which faults reach', async () => {
    const script = await (await fetch(`${server.url}/test-wallet.js?rpc=proxy`)).text()
    const [prelude] = script.split('\n')
    const proxied = chains.map(({ id, name }) => ({
      id,
      name,
      rpcUrl: `${server.url}/v1?chainId=eip155:${id}&projectId=foyer-test-wallet`,
    }))
    expect(prelude).toBe(
      `window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify({ chains: proxied })};`,
    )
  })
})

describe('routing', () => {
  test('error: unknown route is a JSON 404', async () => {
    const response = await fetch(`${server.url}/nope`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found', path: '/nope' })
  })

  test('error: a taken port rejects', async () => {
    await expect(startServer({ chains, port: server.port })).rejects.toThrow(/EADDRINUSE/)
  })

  test('parameters: isLoopbackOrigin', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:3000')).toBe(true)
    expect(isLoopbackOrigin('http://localhost')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:80')).toBe(true)
    expect(isLoopbackOrigin('http://127.0.0.1.evil.org')).toBe(false)
    expect(isLoopbackOrigin('https://example.org')).toBe(false)
    expect(isLoopbackOrigin(undefined)).toBe(false)
  })
})
