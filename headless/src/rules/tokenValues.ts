import type { FungiblePrice, TokenBalance } from '../api/types.js'
import { assertParameter } from '../validation/parameters.js'
import { listOf, swapBalanceRule, swapPriceRule } from '../validation/swapParameters.js'
import { NATIVE_PLACEHOLDER } from './swapForm.js'

// USD values of the Tokens tab (issue #25 item 5): a wallet's own asset list
// (`wallet_getAssets`) carries no prices, so the missing ones come from the price API
// (SPEC §7 POST /v1/fungible/price) and are matched back by symbol, as the swap form does.

/** A token of the Tokens tab as these rules read it (the swap lists read the same fields). */
const tokensRule = listOf(swapBalanceRule)

/** A token's CAIP-10 address for the price API; the native coin by the API's placeholder. */
function priceAddress(token: TokenBalance): string {
  const address = token.address ?? NATIVE_PLACEHOLDER
  return address.includes(':') ? address : `${token.chainId}:${address}`
}

/** Rounded to cents, as the blockchain API gives `value`. */
const cents = (value: number) => Math.round(value * 100) / 100

/**
 * The CAIP-10 addresses to ask the price API for: the tokens whose source gave no price (the
 * native coin as `{chainId}:0xeeee…eeee`), sorted and without repeats, so a query key built
 * from them is stable.
 */
export function tokenPriceAddresses(tokens: readonly TokenBalance[]): string[] {
  assertParameter('tokens', tokens, tokensRule)
  const missing = tokens.filter((token) => token.price === undefined).map(priceAddress)
  return [...new Set(missing)].sort()
}

/**
 * The tokens with the prices their source lacked, matched by symbol (case-insensitive): each
 * priced token gets `price` and `value` (quantity × price, in USD, rounded to cents). A token
 * that had a price keeps its own; one the price list does not name stays without.
 */
export function withTokenPrices(
  tokens: readonly TokenBalance[],
  prices: readonly Pick<FungiblePrice, 'symbol' | 'price'>[],
): TokenBalance[] {
  assertParameter('tokens', tokens, tokensRule)
  assertParameter('prices', prices, listOf(swapPriceRule))
  return tokens.map((token) => {
    if (token.price !== undefined) return token
    const symbol = token.symbol.toLowerCase()
    const price = prices.find((entry) => entry.symbol.toLowerCase() === symbol)?.price
    if (typeof price !== 'number' || !Number.isFinite(price)) return token
    return { ...token, price, value: cents(Number(token.quantity.numeric) * price) }
  })
}

/**
 * The account's total in USD: the sum of the tokens' values, rounded to cents; `undefined`
 * when no token has a value (local-first, or prices not known), so nothing reads '$0.00'
 * for "unknown".
 */
export function totalTokenValue(tokens: readonly TokenBalance[]): number | undefined {
  assertParameter('tokens', tokens, tokensRule)
  const valued = tokens.filter((token) => typeof token.value === 'number')
  if (valued.length === 0) return undefined
  return cents(valued.reduce((sum, token) => sum + (token.value ?? 0), 0))
}
