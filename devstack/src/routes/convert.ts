import { type Context, Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, getAddress, isAddress, maxUint256 } from 'viem'
import { findChain, parseCaip10, publicClientFor } from '../blockchain/chains.js'
import { ALL_ASSETS, assetIconUrl, findAsset } from '../blockchain/tokens.js'
import type { DevstackContext } from '../context.js'
import { ConvertError, poolAbi, quote, route, type Side } from './pools.js'

/** Fallback gas limit when estimation is disabled or impossible (e.g. allowance still missing). */
const FALLBACK_GAS = 300_000n

/** Resolves a CAIP-10 asset id (`eip155:31337:0x…`) to a devstack chain and asset. */
function side(context: DevstackContext, value: string | undefined, field: string): Side {
  if (!value) throw new ConvertError(`${field} is required`)
  const { chainId, address } = parseCaip10(value)
  const chain = findChain(context, chainId)
  if (!chain) throw new ConvertError(`${field}: network not supported for swaps`)
  const asset = findAsset(address)
  if (!asset) throw new ConvertError(`${field}: unknown token ${address}`)
  return { chain, asset }
}

function account(value: string | undefined, field: string): Address {
  const address = value ? parseCaip10(value).address : ''
  if (!isAddress(address, { strict: false })) throw new ConvertError(`${field} must be an address`)
  return getAddress(address)
}

function amountOf(value: unknown, field = 'amount'): bigint {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new ConvertError(`${field} is required`)
  try {
    const amount = BigInt(value)
    if (amount <= 0n) throw new Error()
    return amount
  } catch {
    throw new ConvertError(`${field} must be a positive integer in base units`)
  }
}

const handle =
  (fn: (c: Context) => Promise<Response>) =>
  async (c: Context): Promise<Response> => {
    try {
      return await fn(c)
    } catch (error) {
      if (error instanceof ConvertError) return c.json({ error: error.message }, error.status)
      throw error
    }
  }

/**
 * The swap part of the blockchain API, against the seeded constant-product pools: tokens,
 * quotes, allowance, gas price, build-approve and build-transaction (a built transaction, sent
 * by a wallet, really swaps).
 */
export function convertRoutes(context: DevstackContext) {
  const app = new Hono()

  app.get(
    '/v1/convert/tokens',
    handle(async (c) => {
      const chain = findChain(context, c.req.query('chainId'))
      if (!chain) throw new ConvertError('Network not supported for swaps')
      return c.json({
        tokens: ALL_ASSETS.map((asset) => ({
          name: asset.name,
          symbol: asset.symbol,
          address: `eip155:${chain.id}:${asset.address}`,
          decimals: asset.decimals,
          logoUri: assetIconUrl(context.apiUrl, asset),
          eip2612: false,
        })),
      })
    }),
  )

  app.get(
    '/v1/convert/quotes',
    handle(async (c) => {
      const from = side(context, c.req.query('from'), 'from')
      const to = side(context, c.req.query('to'), 'to')
      const amount = amountOf(c.req.query('amount'))
      const user = c.req.query('userAddress')
      const quoted = await quote(from, to, amount)
      const { out } = quoted
      return c.json({
        quotes: [
          {
            id: `${from.asset.symbol}-${to.asset.symbol}-${amount}`,
            fromAmount: amount.toString(),
            fromAccount: `eip155:${from.chain.id}:${from.asset.address}`,
            toAmount: out.toString(),
            toAccount: `eip155:${to.chain.id}:${to.asset.address}`,
            /** How far this trade moves the price, in percent (larger trades, larger impact). */
            priceImpact: quoted.priceImpact.toFixed(4),
            /** The pools' fee, in percent of the amount in (0.3 per hop). */
            providerFeePercent: quoted.feePercent.toFixed(4),
            /** Gas the swap uses at most (its network fee is this times the gas price). */
            gasLimit: quoted.gas.toString(),
            ...(user ? { userAddress: user } : {}),
          },
        ],
      })
    }),
  )

  app.get(
    '/v1/convert/allowance',
    handle(async (c) => {
      const token = side(context, c.req.query('tokenAddress'), 'tokenAddress')
      const user = account(c.req.query('userAddress'), 'userAddress')
      if (token.asset.native || !token.asset.pool)
        return c.json({ allowance: maxUint256.toString() })
      const allowance = await publicClientFor(token.chain).readContract({
        address: token.asset.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, token.asset.pool],
      })
      return c.json({ allowance: allowance.toString() })
    }),
  )

  app.get(
    '/v1/convert/gas-price',
    handle(async (c) => {
      const chain = findChain(context, c.req.query('chainId'))
      if (!chain) throw new ConvertError('Network not supported for Gas Price')
      const gasPrice = await publicClientFor(chain).getGasPrice()
      return c.json({
        standard: gasPrice.toString(),
        fast: ((gasPrice * 12n) / 10n).toString(),
        instant: ((gasPrice * 15n) / 10n).toString(),
      })
    }),
  )

  app.get(
    '/v1/convert/build-approve',
    handle(async (c) => {
      const from = side(context, c.req.query('from'), 'from')
      const to = side(context, c.req.query('to'), 'to')
      const user = account(c.req.query('userAddress'), 'userAddress')
      const { pool, direction } = route(from, to)
      if (direction === 'nativeToToken') throw new ConvertError('The native coin needs no approval')
      const amountParam = c.req.query('amount')
      const amount = amountParam ? amountOf(amountParam) : maxUint256
      const gasPrice = await publicClientFor(from.chain).getGasPrice()
      return c.json({
        tx: {
          from: user,
          to: from.asset.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [pool, amount],
          }),
          value: '0',
          eip155: { gasPrice: gasPrice.toString() },
        },
      })
    }),
  )

  app.post(
    '/v1/convert/build-transaction',
    handle(async (c) => {
      const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
      const from = side(context, body.from as string | undefined, 'from')
      const to = side(context, body.to as string | undefined, 'to')
      const user = account(body.userAddress as string | undefined, 'userAddress')
      const amount = amountOf(body.amount)
      const slippageRaw = (body.eip155 as { slippage?: unknown } | undefined)?.slippage ?? '1'
      const slippage = Number(slippageRaw)
      if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50) {
        throw new ConvertError('eip155.slippage must be a percentage between 0 and 50')
      }
      const { out, pool, direction, poolOut } = await quote(from, to, amount)
      const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const data =
        direction === 'nativeToToken'
          ? encodeFunctionData({
              abi: poolAbi,
              functionName: 'swapNativeForToken',
              args: [minOut, user],
            })
          : direction === 'tokenToNative'
            ? encodeFunctionData({
                abi: poolAbi,
                functionName: 'swapTokenForNative',
                args: [amount, minOut, user],
              })
            : encodeFunctionData({
                abi: poolAbi,
                functionName: 'swapTokenForToken',
                args: [amount, poolOut as Address, minOut, user],
              })
      const value = direction === 'nativeToToken' ? amount : 0n
      const client = publicClientFor(from.chain)
      const gasPrice = await client.getGasPrice()
      let gas = FALLBACK_GAS
      if (body.disableEstimate !== true) {
        gas = await client
          .estimateGas({ account: user, to: pool, data, value })
          .then((estimate) => (estimate * 12n) / 10n)
          .catch(() => FALLBACK_GAS)
      }
      return c.json({
        tx: {
          from: user,
          to: pool,
          data,
          value: value.toString(),
          amount: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
        quote: {
          fromAmount: amount.toString(),
          toAmount: out.toString(),
          minToAmount: minOut.toString(),
        },
      })
    }),
  )

  return app
}
