import { Hono } from 'hono'
import { erc20Abi, formatUnits, getAddress, isAddress } from 'viem'
import { findChain, parseCaip10, publicClientFor } from '../blockchain/chains.js'
import {
  type ALL_ASSETS,
  assetIconUrl,
  findAsset,
  NATIVE_ASSET,
  TOKEN_ASSETS,
} from '../blockchain/tokens.js'
import type { DevstackChainInfo, DevstackContext } from '../context.js'
import { DEVSTACK_SOLANA_CAIP_NETWORK_ID } from '../solana/constants.js'
import { isDevstackSolanaChain, isSolanaAddress, solanaBalances } from '../solana/solanaBalances.js'

/** A token balance as `/v1/account/{address}/balance` returns it. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 chain id, e.g. `eip155:31337`. */
  chainId: string
  /** CAIP-10 token address (`eip155:31337:0x…`); absent for the native coin. */
  address?: string
  /** USD value of the quantity. */
  value: number
  /** USD price of one unit. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

async function balancesOn(
  context: DevstackContext,
  chain: DevstackChainInfo,
  address: `0x${string}`,
): Promise<TokenBalance[]> {
  const client = publicClientFor(chain)
  const caip2 = `eip155:${chain.id}`
  const [native, ...tokens] = await Promise.all([
    client.getBalance({ address }),
    ...TOKEN_ASSETS.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        .catch(() => 0n),
    ),
  ])
  const entry = (asset: (typeof ALL_ASSETS)[number], amount: bigint): TokenBalance => {
    const numeric = formatUnits(amount, asset.decimals)
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: caip2,
      ...(asset.native ? {} : { address: `${caip2}:${asset.address}` }),
      value: Math.round(Number(numeric) * asset.priceUsd * 100) / 100,
      price: asset.priceUsd,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: assetIconUrl(context.apiUrl, asset),
    }
  }
  const list = [entry(NATIVE_ASSET, native ?? 0n)]
  TOKEN_ASSETS.forEach((token, index) => {
    const amount = tokens[index] ?? 0n
    if (amount > 0n) list.push(entry(token, amount))
  })
  return list
}

/**
 * Blockchain API, account part: supported chains, balances (native + ERC-20 with prices from
 * the price table) and fungible prices.
 */
export function blockchainApiRoutes(context: DevstackContext) {
  const app = new Hono()

  app.get('/v1/supported-chains', (c) =>
    c.json({
      http: [
        ...context.chains.map((chain) => `eip155:${chain.id}`),
        ...(context.solanaRpcUrl ? [DEVSTACK_SOLANA_CAIP_NETWORK_ID] : []),
      ],
      ws: [],
      // The networks the convert routes trade on (their seeded pools): the devstack's chains
      // are swap networks besides SPEC §9's list.
      swaps: context.chains.map((chain) => `eip155:${chain.id}`),
    }),
  )

  app.get('/v1/account/:address/balance', async (c) => {
    const parsed = parseCaip10(c.req.param('address'))
    const solanaChain = c.req.query('chainId') ?? parsed.chainId
    const solanaServed = context.solanaRpcUrl !== undefined
    if (
      solanaServed &&
      isSolanaAddress(parsed.address) &&
      (!solanaChain || isDevstackSolanaChain(solanaChain))
    ) {
      // A Solana account (base58 address or `solana:…` chain): SOL and FSUSD from the local RPC.
      if ((c.req.query('currency') ?? 'usd').toLowerCase() !== 'usd') {
        return c.json({ error: `Unsupported currency: ${c.req.query('currency')}` }, 400)
      }
      return c.json({ balances: await solanaBalances(context, parsed.address) })
    }
    if (solanaChain?.startsWith('solana:') || isSolanaAddress(parsed.address)) {
      return c.json({ balances: [] })
    }
    const raw = parsed.address
    if (!isAddress(raw, { strict: false })) return c.json({ error: 'Invalid address' }, 400)
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    if (currency !== 'usd') return c.json({ error: `Unsupported currency: ${currency}` }, 400)
    const chainId = c.req.query('chainId')
    const chains = chainId
      ? [findChain(context, chainId)].filter((x) => x !== undefined)
      : context.chains
    const address = getAddress(raw)
    const balances = (
      await Promise.all(chains.map((chain) => balancesOn(context, chain, address)))
    ).flat()
    return c.json({ balances })
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      currency?: string
      addresses?: unknown
    } | null
    if (!body || !Array.isArray(body.addresses)) {
      return c.json({ error: 'Body must be { currency, addresses: string[] }' }, 400)
    }
    if ((body.currency ?? 'usd').toLowerCase() !== 'usd') {
      return c.json({ error: `Unsupported currency: ${body.currency}` }, 400)
    }
    const fungibles = body.addresses.flatMap((value) => {
      if (typeof value !== 'string') return []
      const asset = findAsset(parseCaip10(value).address)
      if (!asset) return []
      return [
        {
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: assetIconUrl(context.apiUrl, asset),
          price: asset.priceUsd,
        },
      ]
    })
    return c.json({ fungibles })
  })

  return app
}
