import type { SupportedChains, SwapQuote, SwapToken, TokenBalance } from '../api/types.js'
import { SWAP_NETWORK_IDS } from '../constants/support.js'
import { HttpStatusError } from '../errors/api.js'
import { FoyerError } from '../errors/FoyerError.js'
import { UnknownError } from '../errors/generic.js'
import { InsufficientBalanceError } from '../errors/send.js'
import { SwapNoRouteError } from '../errors/swap.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import type { SwapForm, SwapQuoteDetails, SwapTokenOption } from '../machines/swap.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import {
  listOf,
  swapApiTokenRule,
  swapBalanceRule,
  swapPriceRule,
} from '../validation/swapParameters.js'

// Pure rules of the swap form, so `useSwapQuote` and the swap actions hold no branching.

/** The placeholder address the blockchain API gives the native coin (lower case). */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Gas a swap is assumed to use before its quote says (the largest devstack route with room): a
 * native Max leaves this times the gas price in the wallet.
 */
export const SWAP_GAS_RESERVE = 300_000n

/**
 * Symbols of the suggested swap tokens (SPEC §9: a suggested list exists, its contents are not
 * shown): the native coins and the main stablecoins.
 */
export const SUGGESTED_SWAP_SYMBOLS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const

const lower = (value: string | undefined) => (value ?? '').toLowerCase()

/** The address part of a CAIP-10 id (or the address itself), lower case. */
const addressPart = (value: string | undefined) => lower(value?.split(':').pop())

/** Whether an API token is the native coin. */
export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>) =>
  addressPart(token.address) === NATIVE_PLACEHOLDER

/**
 * Whether swaps are offered on a network: the blockchain API serves it and it is a swap network,
 * SPEC §9's list or one the API names in `swaps` (the devstack's chains).
 */
export function isSwapNetwork(
  caipNetworkId: string | undefined,
  chains: SupportedChains | undefined,
): boolean {
  if (!caipNetworkId || !chains?.http.includes(caipNetworkId)) return false
  return (
    (SWAP_NETWORK_IDS as readonly string[]).includes(caipNetworkId) ||
    (chains.swaps ?? []).includes(caipNetworkId)
  )
}

/** The tokens of the swap pickers (issue #21). */
export type SwapTokenLists = {
  /** Every swappable token: the account's first, by USD value, then the rest in API order. */
  all: SwapTokenOption[]
  /** The account's tokens with a balance, largest USD value first. */
  mine: SwapTokenOption[]
  /** The suggested tokens ({@link SUGGESTED_SWAP_SYMBOLS}) that the API lists. */
  suggested: SwapTokenOption[]
  /** The API's other tokens, in its order. */
  popular: SwapTokenOption[]
}

/**
 * The swap pickers' lists: each API token with the account's balance and price (from the token
 * balances; the native coin is the balance without an address), the held ones first.
 */
export function swapTokenLists(
  apiTokens: readonly SwapToken[] | undefined,
  balances: readonly TokenBalance[] | undefined,
  prices: readonly { symbol: string; price: number }[] = [],
): SwapTokenLists {
  assertParameter('apiTokens', apiTokens, is.optional(listOf(swapApiTokenRule)))
  assertParameter('balances', balances, is.optional(listOf(swapBalanceRule)))
  assertParameter('prices', prices, listOf(swapPriceRule))
  const held = new Map<string, TokenBalance>()
  for (const balance of balances ?? []) {
    held.set(balance.address ? addressPart(balance.address) : NATIVE_PLACEHOLDER, balance)
  }
  const options = (apiTokens ?? []).map((token): SwapTokenOption => {
    const balance = held.get(addressPart(token.address))
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      native: isNativeSwapToken(token),
      balance: balance?.quantity.numeric ?? '0',
      price: balance?.price || prices.find((entry) => entry.symbol === token.symbol)?.price || 0,
      logoUri: token.logoUri || balance?.iconUrl,
    }
  })
  const usd = (token: SwapTokenOption) => Number(token.balance) * token.price
  const mine = options
    .filter((token) => /[1-9]/.test(token.balance))
    .sort((a, b) => usd(b) - usd(a))
  const rest = options.filter((token) => !mine.includes(token))
  const suggested = rest.filter((token) =>
    (SUGGESTED_SWAP_SYMBOLS as readonly string[]).includes(token.symbol),
  )
  return {
    all: [...mine, ...rest],
    mine,
    suggested,
    popular: rest.filter((token) => !suggested.includes(token)),
  }
}

/**
 * The pickers' lists narrowed to the tokens whose name, symbol or address contains the search
 * (trimmed, case-insensitive); every token for an empty search.
 */
export function searchSwapTokens(lists: SwapTokenLists, search: string): SwapTokenLists {
  assertParameter('search', search, is.string)
  const query = search.trim().toLowerCase()
  const matches = (token: SwapTokenOption) =>
    !query ||
    token.symbol.toLowerCase().includes(query) ||
    token.name.toLowerCase().includes(query) ||
    addressPart(token.address) === query
  return {
    all: lists.all.filter(matches),
    mine: lists.mine.filter(matches),
    suggested: lists.suggested.filter(matches),
    popular: lists.popular.filter(matches),
  }
}

/** A form token with the account's balance (and price, when known) from fresh balances. */
export function withBalances(
  token: SwapTokenOption | undefined,
  balances: readonly TokenBalance[] | undefined,
): SwapTokenOption | undefined {
  if (!token || !balances) return token
  const [fresh] = swapTokenLists([{ ...token, logoUri: token.logoUri ?? '' }], balances).all
  return fresh ? { ...token, balance: fresh.balance, price: fresh.price || token.price } : token
}

const numberOr = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN
  return Number.isFinite(parsed) ? parsed : fallback
}

const bigintOr = (value: unknown): bigint | undefined => {
  try {
    return typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined
  } catch {
    return undefined
  }
}

/** The quote the form keeps from an API quote (fields the API may omit are undefined or 0). */
export function swapQuoteDetails(quote: SwapQuote, gasPrice: bigint): SwapQuoteDetails {
  return {
    fromAmount: bigintOr(quote.fromAmount) ?? 0n,
    toAmount: bigintOr(quote.toAmount) ?? 0n,
    priceImpact: quote.priceImpact === undefined ? undefined : numberOr(quote.priceImpact, 0),
    providerFeePercent: numberOr(quote.providerFeePercent, 0),
    gasLimit: bigintOr(quote.gasLimit),
    gasPrice,
  }
}

/** The least the swap pays out: the quote less the slippage tolerance (percent). */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  return (toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
}

/** The network fee of a quoted swap in wei: its gas limit (or the reserve) times the gas price. */
export function swapNetworkFee(quote: Pick<SwapQuoteDetails, 'gasLimit' | 'gasPrice'>): bigint {
  return (quote.gasLimit ?? SWAP_GAS_RESERVE) * quote.gasPrice
}

/**
 * What Max puts in the amount: the whole balance of a token; of the native coin, the balance
 * less the gas the swap needs (gas limit or reserve times the gas price), never below zero.
 */
export function maxSwapAmount(
  token: SwapTokenOption | undefined,
  gas: { gasLimit?: bigint | undefined; gasPrice: bigint | undefined },
): string | undefined {
  if (!token) return undefined
  const balance = parseAmount(token.balance, token.decimals) ?? 0n
  if (!token.native) return formatUnitsExact(balance, token.decimals)
  const fee = (gas.gasLimit ?? SWAP_GAS_RESERVE) * (gas.gasPrice ?? 0n)
  return formatUnitsExact(balance > fee ? balance - fee : 0n, token.decimals)
}

/** The USD value of an amount (decimal text or smallest units) of a token; undefined if unknown. */
export function swapAmountInUsd(
  amount: string | bigint | undefined,
  token: SwapTokenOption | undefined,
): number | undefined {
  if (!token?.price || amount === undefined || amount === '') return undefined
  const units = typeof amount === 'bigint' ? amount : parseAmount(amount, token.decimals)
  if (units === undefined) return undefined
  return Number(formatUnitsExact(units, token.decimals)) * token.price
}

/** The token whose allowance a swap needs: the one sold, unless it is the native coin. */
export function swapAllowanceToken(form: SwapForm): string | undefined {
  return form.from && !form.from.native ? form.from.address : undefined
}

/** What keeps a complete form from swapping: more than the balance is sold. */
export function swapBlockingError(form: SwapForm): FoyerError | undefined {
  const { from, amount } = form
  if (!from) return undefined
  const units = parseAmount(amount, from.decimals)
  const balance = parseAmount(from.balance, from.decimals) ?? 0n
  return units !== undefined && units > balance ? new InsufficientBalanceError() : undefined
}

/** A quote failure as the form shows it: a 404 of the API is no route; Foyer errors stay. */
export function toSwapQuoteError(cause: unknown): FoyerError {
  if (cause instanceof HttpStatusError && cause.status === 404)
    return new SwapNoRouteError({ cause })
  if (cause instanceof FoyerError) return cause
  return new UnknownError({ cause })
}
