import { Hono } from 'hono'
import { findChain } from '../blockchain/chains.js'
import type { DevstackContext } from '../context.js'

/**
 * The project-scoped RPC proxy: `POST /v1?chainId=eip155:31337&projectId=…` forwards the JSON-RPC
 * body (single or batch) to that chain's anvil and returns its answer unchanged.
 */
export function rpcProxyRoutes(context: DevstackContext) {
  return new Hono().post('/v1', async (c) => {
    const projectId = c.req.query('projectId')
    if (!projectId) return c.json({ error: 'projectId is required' }, 401)
    const chain = findChain(context, c.req.query('chainId'))
    if (!chain)
      return c.json({ error: `Unsupported chainId: ${c.req.query('chainId') ?? ''}` }, 400)
    const body = await c.req.text()
    const upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: { 'content-type': 'application/json' },
    })
  })
}
