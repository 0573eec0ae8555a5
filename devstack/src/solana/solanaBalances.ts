import { formatUnits } from 'viem'
import { assetIconUrl } from '../blockchain/tokens.js'
import type { DevstackContext } from '../context.js'
import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_FSUSD,
  DEVSTACK_SOLANA_RPC_URL,
  SOLANA_NATIVE_PRICE_USD,
} from './constants.js'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for a base58 Solana address (32–44 characters). */
export const isSolanaAddress = (value: string) => BASE58_ADDRESS.test(value)

/** True when `chainId` names the devstack's Solana cluster (`solana:<genesis prefix>`). */
export const isDevstackSolanaChain = (chainId: string | undefined) =>
  chainId === DEVSTACK_SOLANA_CAIP_NETWORK_ID

async function rpc<result>(rpcUrl: string, method: string, params: unknown[]): Promise<result> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5000),
  })
  const body = (await response.json()) as { result?: result; error?: { message: string } }
  if (body.error || body.result === undefined) {
    throw new Error(`Solana RPC ${method} failed: ${body.error?.message ?? 'no result'}`)
  }
  return body.result
}

type TokenAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

/**
 * SOL and FSUSD balances of a Solana address, read from the local Solana RPC, in the blockchain
 * API's `TokenBalance` shape (native first, no address; a zero FSUSD balance is left out).
 */
export async function solanaBalances(context: DevstackContext, address: string) {
  const rpcUrl = context.solanaRpcUrl ?? DEVSTACK_SOLANA_RPC_URL
  // (the blockchain API only calls this when the server has a Solana RPC)
  const [native, tokens] = await Promise.all([
    rpc<{ value: number }>(rpcUrl, 'getBalance', [address]),
    rpc<TokenAccounts>(rpcUrl, 'getTokenAccountsByOwner', [
      address,
      { mint: DEVSTACK_SOLANA_FSUSD.address },
      { encoding: 'jsonParsed' },
    ]),
  ])
  const fsusd = tokens.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  const caip2 = DEVSTACK_SOLANA_CAIP_NETWORK_ID
  const entry = (
    asset: { name: string; symbol: string; decimals: number; priceUsd: number },
    amount: bigint,
    tokenAddress?: string,
  ) => {
    const numeric = formatUnits(amount, asset.decimals)
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: caip2,
      ...(tokenAddress ? { address: `${caip2}:${tokenAddress}` } : {}),
      value: Math.round(Number(numeric) * asset.priceUsd * 100) / 100,
      price: asset.priceUsd,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: assetIconUrl(context.apiUrl, asset),
    }
  }
  const sol = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: SOLANA_NATIVE_PRICE_USD }
  const list = [entry(sol, BigInt(native.value))]
  if (fsusd > 0n) list.push(entry(DEVSTACK_SOLANA_FSUSD, fsusd, DEVSTACK_SOLANA_FSUSD.address))
  return list
}
