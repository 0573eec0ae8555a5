import { createPublicClient, defineChain } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { startTestServer } from '../test/httpServer.js'
import { createRpcTransport } from './createRpcTransport.js'
import { rpcProxyUrl } from './rpcProxyUrl.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function rpcNode(status: number) {
  const server = await startTestServer((request) => {
    if (status !== 200) return { status }
    const body = request.body as { id: number } | { id: number }[]
    const answer = (item: { id: number }) => ({ jsonrpc: '2.0', id: item.id, result: '0x7a69' })
    return { body: Array.isArray(body) ? body.map(answer) : answer(body) }
  })
  servers.push(server)
  return server
}

function network(urls: string[]) {
  return defineNetwork(
    defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: urls } },
    }),
  )
}

describe('createRpcTransport', () => {
  test('default: JSON-RPC over the network’s RPC URL', async () => {
    const node = await rpcNode(200)
    const client = createPublicClient({ transport: createRpcTransport(network([node.url])) })
    expect(await client.getChainId()).toBe(31337)
    expect(node.requests[0]?.body).toMatchObject({ method: 'eth_chainId' })
  })
  test('behavior: falls back to the project-scoped RPC proxy with chainId and projectId', async () => {
    const broken = await rpcNode(400)
    const proxy = await rpcNode(200)
    const transport = createRpcTransport(network([broken.url]), {
      blockchainApiUrl: proxy.url,
      projectId: 'p1',
    })
    const client = createPublicClient({ transport })
    expect(await client.getChainId()).toBe(31337)
    expect(broken.requests).toHaveLength(1)
    expect(proxy.requests[0]?.path).toBe('/v1')
    expect(proxy.requests[0]?.query).toEqual({ chainId: 'eip155:31337', projectId: 'p1' })
  })
  test('parameters: batching sends one JSON-RPC batch', async () => {
    const node = await rpcNode(200)
    const client = createPublicClient({
      transport: createRpcTransport(network([node.url]), { batch: true }),
    })
    await Promise.all([client.getChainId(), client.getChainId()])
    expect(node.requests.some((request) => Array.isArray(request.body))).toBe(true)
  })
  test('behavior: without a provider only the network’s URLs are used', () => {
    const transport = createRpcTransport(network(['http://127.0.0.1:1']))({})
    expect(transport.config.key).toBe('fallback')
    expect(rpcProxyUrl(network([]), 'http://127.0.0.1:9/api', 'p')).toBe(
      'http://127.0.0.1:9/api/v1?chainId=eip155%3A31337&projectId=p',
    )
  })
})
