import { Hono } from 'hono'
import { DEVSTACK_COLLECTIBLES } from '../config.js'
import type { DevstackContext } from '../context.js'

/** `GET /v1/nft/{chainId}/{contract}/{tokenId}`: ERC-721 metadata for the seeded collection. */
export function nftRoutes(context: DevstackContext) {
  return new Hono().get('/v1/nft/:chainId/:contract/:tokenId', (c) => {
    const tokenId = c.req.param('tokenId')
    if (!/^\d+$/.test(tokenId)) return c.json({ error: 'Invalid token id' }, 400)
    if (c.req.param('contract').toLowerCase() !== DEVSTACK_COLLECTIBLES.address.toLowerCase()) {
      return c.json({ error: 'Unknown collection' }, 404)
    }
    return c.json({
      name: `${DEVSTACK_COLLECTIBLES.name} #${tokenId}`,
      description: 'A test collectible of the Foyer devstack.',
      image: `${context.apiUrl}/public/getAssetImage/nft-${tokenId}`,
      attributes: [{ trait_type: 'Chain', value: c.req.param('chainId') }],
    })
  })
}
