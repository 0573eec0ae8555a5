// The devstack pools' routing and quoting (FoyerPool.sol): which pool a pair trades through,
// and what a trade pays from the reserves read on the chain. The HTTP side is convert.ts.
import { type Address, parseAbi } from 'viem'
import { publicClientFor } from '../blockchain/chains.js'
import type { KnownAsset } from '../blockchain/tokens.js'
import type { DevstackChainInfo } from '../context.js'

export const poolAbi = parseAbi([
  'function quoteNativeToToken(uint256 nativeIn) view returns (uint256)',
  'function quoteTokenToNative(uint256 tokenIn) view returns (uint256)',
  'function swapNativeForToken(uint256 minTokenOut, address to) payable returns (uint256)',
  'function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to) returns (uint256)',
  'function swapTokenForToken(uint256 tokenIn, address poolOut, uint256 minTokenOut, address to) returns (uint256)',
  'function reserveNative() view returns (uint256)',
  'function reserveToken() view returns (uint256)',
])

/** The pools' fee, in basis points of the input (FoyerPool.FEE_BPS), per hop. */
const POOL_FEE_BPS = 30n

/**
 * Gas a swap of each kind uses at most on the devstack pools (measured, rounded up), answered
 * with each quote so a wallet window can show the network fee before building.
 */
const SWAP_GAS: Record<Direction, bigint> = {
  nativeToToken: 90_000n,
  tokenToNative: 100_000n,
  tokenToToken: 150_000n,
}

export type Side = { chain: DevstackChainInfo; asset: KnownAsset }

export class ConvertError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message)
  }
}

export type Direction = 'nativeToToken' | 'tokenToNative' | 'tokenToToken'

/** A routed pair: the pool the wallet calls (and approves for a token in), the hops' pools. */
export type Route = { pool: Address; direction: Direction; poolOut?: Address }

/**
 * The pool and direction for a pair on one chain: native ⇄ token through the token's pool,
 * token ⇄ token through both tokens' native pools in one transaction (the first pool's
 * `swapTokenForToken`).
 */
export function route(from: Side, to: Side): Route {
  if (from.chain.id !== to.chain.id) throw new ConvertError('from and to must be on the same chain')
  if (from.asset.native && !to.asset.native && to.asset.pool) {
    return { pool: to.asset.pool, direction: 'nativeToToken' }
  }
  if (!from.asset.native && to.asset.native && from.asset.pool) {
    return { pool: from.asset.pool, direction: 'tokenToNative' }
  }
  if (from.asset.pool && to.asset.pool && from.asset.pool !== to.asset.pool) {
    return { pool: from.asset.pool, direction: 'tokenToToken', poolOut: to.asset.pool }
  }
  throw new ConvertError('No route: the devstack swaps between two different assets only', 404)
}

type Hop = { pool: Address; nativeIn: boolean }

const hopsOf = ({ pool, direction, poolOut }: Route): Hop[] =>
  direction === 'nativeToToken'
    ? [{ pool, nativeIn: true }]
    : direction === 'tokenToNative'
      ? [{ pool, nativeIn: false }]
      : [
          { pool, nativeIn: false },
          { pool: poolOut as Address, nativeIn: true },
        ]

/** Output of a constant-product hop after the fee (FoyerPool.getAmountOut). */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => {
  const withFee = amountIn * (10_000n - POOL_FEE_BPS)
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee)
}

/**
 * Quotes a pair from the pools' reserves read on the chain: the amount out (what the pools pay,
 * hop after hop), the price impact (how far the trade moves the price: the output at the spot
 * price against the output without the fee, in percent; larger trades move it more) and the
 * pools' fee in percent of the input.
 */
export async function quote(from: Side, to: Side, amount: bigint) {
  const routed = route(from, to)
  const client = publicClientFor(from.chain)
  let out = amount
  let atSpot = 1
  let withoutFee = 1
  for (const hop of hopsOf(routed)) {
    const read = (functionName: 'reserveNative' | 'reserveToken') =>
      client.readContract({ address: hop.pool, abi: poolAbi, functionName })
    const [native, token] = await Promise.all([read('reserveNative'), read('reserveToken')])
    const [reserveIn, reserveOut] = hop.nativeIn ? [native, token] : [token, native]
    // Spot and fee-free outputs as ratios of the input, chained across hops.
    atSpot *= Number(reserveOut) / Number(reserveIn)
    withoutFee *= Number(reserveOut) / (Number(reserveIn) + Number(out))
    out = amountOut(out, reserveIn, reserveOut)
  }
  const priceImpact = Math.max(0, (1 - withoutFee / atSpot) * 100)
  const hops = hopsOf(routed).length
  const feePercent = (1 - (1 - Number(POOL_FEE_BPS) / 10_000) ** hops) * 100
  return { out, ...routed, priceImpact, feePercent, gas: SWAP_GAS[routed.direction] }
}
