import { Hono } from 'hono'
import type { DevstackContext } from '../context.js'

/** `GET /health` → `{ ok: true, service: 'foyer-devstack', chains: [...] }`. */
export function healthRoutes(context: DevstackContext) {
  return new Hono().get('/health', (c) =>
    c.json({
      ok: true,
      service: 'foyer-devstack',
      apiUrl: context.apiUrl,
      chains: context.chains.map((chain) => ({
        id: chain.id,
        caipNetworkId: `eip155:${chain.id}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
      })),
    }),
  )
}
