import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { findChain, parseCaip10 } from '../blockchain/chains.js'
import { type HistoryTransaction, historyFor, syncIndex } from '../blockchain/indexer.js'
import type { DevstackContext } from '../context.js'

/** Page size of `/v1/account/{address}/history` (override with `limit`, at most 100). */
export const HISTORY_PAGE_SIZE = 20

/**
 * `GET /v1/account/{address}/history?cursor&chainId&onramp&limit` — indexed from the chain:
 * native and ERC-20 transfers, NFT transfers, swaps; newest first; `next` is the cursor of the
 * next page (`null` at the end). `onramp=<provider>` keeps only onramp purchases.
 */
export function historyRoutes(context: DevstackContext) {
  return new Hono().get('/v1/account/:address/history', async (c) => {
    const raw = parseCaip10(c.req.param('address')).address
    if (!isAddress(raw, { strict: false })) return c.json({ error: 'Invalid address' }, 400)
    const address = getAddress(raw)
    const chainId = c.req.query('chainId')
    const chains = chainId
      ? [findChain(context, chainId)].filter((chain) => chain !== undefined)
      : context.chains
    const cursor = c.req.query('cursor')
    const offset = cursor ? Number(cursor) : 0
    if (!Number.isInteger(offset) || offset < 0) return c.json({ error: 'Invalid cursor' }, 400)
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? HISTORY_PAGE_SIZE) || 1, 1), 100)

    let all: HistoryTransaction[] = []
    for (const chain of chains) {
      all.push(...historyFor(await syncIndex(chain), address, chain, context.apiUrl))
    }
    all.sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
    if (c.req.query('onramp')) {
      const purchases = new Set(
        [...context.state.onramp.values()].map((purchase) => purchase.txHash?.toLowerCase()),
      )
      all = all.filter((tx) => purchases.has(tx.metadata.hash.toLowerCase()))
    }
    const data = all.slice(offset, offset + limit)
    const next = offset + limit < all.length ? String(offset + limit) : null
    c.header('cache-control', 'no-store')
    return c.json({ data, next })
  })
}
