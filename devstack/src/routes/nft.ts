import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { findChain, parseCaip10 } from '../blockchain/chains.js'
import { syncIndex } from '../blockchain/indexer.js'
import { DEVSTACK_COLLECTIBLES } from '../config.js'
import type { DevstackContext } from '../context.js'

/** An NFT of `/v1/account/{address}/nfts`. */
export type AccountNft = {
  chainId: string
  contract: string
  tokenId: string
  name: string
  imageUrl: string
  collection: { name: string; symbol?: string }
}

/**
 * `GET /v1/nft/{chainId}/{contract}/{tokenId}`: ERC-721 metadata for the seeded collection.
 * `GET /v1/account/{address}/nfts?chainId`: the ERC-721 tokens an address holds now, from the
 * indexed Transfer events (mints included), in token order.
 */
export function nftRoutes(context: DevstackContext) {
  const isSeeded = (contract: string) =>
    contract.toLowerCase() === DEVSTACK_COLLECTIBLES.address.toLowerCase()
  const imageOf = (tokenId: string) => `${context.apiUrl}/public/getAssetImage/nft-${tokenId}`
  return new Hono()
    .get('/v1/nft/:chainId/:contract/:tokenId', (c) => {
      const tokenId = c.req.param('tokenId')
      if (!/^\d+$/.test(tokenId)) return c.json({ error: 'Invalid token id' }, 400)
      if (!isSeeded(c.req.param('contract'))) return c.json({ error: 'Unknown collection' }, 404)
      return c.json({
        name: `${DEVSTACK_COLLECTIBLES.name} #${tokenId}`,
        description: 'A test collectible of the Foyer devstack.',
        image: imageOf(tokenId),
        attributes: [{ trait_type: 'Chain', value: c.req.param('chainId') }],
      })
    })
    .get('/v1/account/:address/nfts', async (c) => {
      const raw = parseCaip10(c.req.param('address')).address
      if (!isAddress(raw, { strict: false })) return c.json({ error: 'Invalid address' }, 400)
      const address = getAddress(raw)
      const chainId = c.req.query('chainId')
      const chains = chainId
        ? [findChain(context, chainId)].filter((chain) => chain !== undefined)
        : context.chains
      const data: AccountNft[] = []
      for (const chain of chains) {
        const owners = new Map<string, { contract: string; tokenId: bigint; owner: string }>()
        for (const transaction of await syncIndex(chain)) {
          for (const movement of transaction.movements) {
            if (movement.kind !== 'erc721') continue
            const key = `${movement.token}:${movement.tokenId}`
            owners.set(key, {
              contract: movement.token,
              tokenId: movement.tokenId,
              owner: movement.to,
            })
          }
        }
        const held = [...owners.values()]
          .filter((nft) => nft.owner === address)
          .sort((a, b) => (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0))
        for (const nft of held) {
          const seeded = isSeeded(nft.contract)
          const tokenId = nft.tokenId.toString()
          data.push({
            chainId: `eip155:${chain.id}`,
            contract: nft.contract,
            tokenId,
            name: `${seeded ? DEVSTACK_COLLECTIBLES.name : 'NFT'} #${tokenId}`,
            imageUrl: imageOf(tokenId),
            collection: seeded
              ? { name: DEVSTACK_COLLECTIBLES.name, symbol: DEVSTACK_COLLECTIBLES.symbol }
              : { name: 'NFT' },
          })
        }
      }
      c.header('cache-control', 'no-store')
      return c.json({ data })
    })
}
