import { Hono } from 'hono'
import { DEVSTACK_SOLANA_CAIP_NETWORK_ID, DEVSTACK_SOLANA_NAME } from '../config.js'
import type { DevstackContext } from '../context.js'

/** `GET /health` → `{ ok: true, service: 'foyer-devstack', chains: [...], solana? }`. */
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
      ...(context.frameUrl ? { frame: { url: context.frameUrl } } : {}),
      ...(context.solanaRpcUrl
        ? {
            solana: {
              caipNetworkId: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
              name: DEVSTACK_SOLANA_NAME,
              rpcUrl: context.solanaRpcUrl,
            },
          }
        : {}),
    }),
  )
}
