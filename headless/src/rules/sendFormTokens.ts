import type { TokenBalance } from '../api/types.js'
import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import type { SendFormToken } from '../machines/send.js'

// Pure shaping of the send form's data, so `useSendForm` holds no branching of its own.

/** A balance's token address without its CAIP-10 prefix (`eip155:1:0xabc` → `0xabc`). */
function plainAddress(address: string | undefined): string | undefined {
  return address?.split(':').at(-1) || undefined
}

/**
 * The send form's tokens from the account's token balances (SPEC §3 "Token balance"): the native
 * currency first. Without a native entry (no blockchain API, or it has not answered) the
 * network's native currency is added from `nativeBalance` (wei, lamports), its price unknown.
 */
export function sendFormTokens(
  balances: readonly TokenBalance[] | undefined,
  network: Network | null,
  nativeBalance: bigint | undefined,
): SendFormToken[] {
  const tokens: SendFormToken[] = (balances ?? []).map((balance) => ({
    name: balance.name,
    symbol: balance.symbol,
    decimals: Number(balance.quantity.decimals),
    address: plainAddress(balance.address),
    balance: balance.quantity.numeric,
    price: Number.isFinite(balance.price) ? Number(balance.price) : 0,
    iconUrl: balance.iconUrl || undefined,
  }))
  const currency = network?.nativeCurrency
  if (currency && !tokens.some((token) => !token.address) && nativeBalance !== undefined) {
    tokens.unshift({
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      balance: formatUnitsExact(nativeBalance, currency.decimals),
      price: 0,
    })
  }
  return tokens.sort((a, b) => Number(Boolean(a.address)) - Number(Boolean(b.address)))
}

/** The USD value of an amount of a token; `undefined` without both or with no known price. */
export function sendAmountInUsd(
  amount: string | undefined,
  token: SendFormToken | undefined,
): number | undefined {
  if (!token?.price || !amount) return undefined
  const value = Number(amount)
  return Number.isFinite(value) ? value * token.price : undefined
}

/**
 * SPEC §3 `networkBalanceInUSD`: the USD value of the account's native balance, which pays the
 * network fee; `undefined` while unknown.
 */
export function networkBalanceInUsd(tokens: readonly SendFormToken[]): number | undefined {
  const native = tokens.find((token) => !token.address)
  return native?.price ? Number(native.balance) * native.price : undefined
}

/** Whether the amount typed is more than the token's balance. */
export function exceedsBalance(amount: string | undefined, token: SendFormToken | undefined) {
  if (!token) return false
  const wanted = parseAmount(amount, token.decimals)
  const held = parseAmount(token.balance, token.decimals)
  return wanted !== undefined && held !== undefined && wanted > held
}

/**
 * What the receiver field holds: an address of the namespace, a name to resolve through the
 * names API (eip155 only, SPEC §9), or nothing usable.
 */
export function receiverKind(
  receiver: string | undefined,
  namespace: ChainNamespace,
): 'empty' | 'address' | 'name' | 'invalid' {
  const value = receiver?.trim()
  if (!value) return 'empty'
  if (isAddressOfNamespace(namespace, value)) return 'address'
  return namespace === 'eip155' && /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*$/.test(value)
    ? 'name'
    : 'invalid'
}

/** A token of the send form's picker, with what the picker shows beside it. */
export type SendTokenOption = {
  token: SendFormToken
  /** The USD value of the account's balance of it; `undefined` when its price is unknown. */
  balanceInUsd: number | undefined
  /** Whether it is the token the form holds. */
  isSelected: boolean
}

/** The token picker's search as it is matched: trimmed, lower case. */
export function normalizeTokenSearch(search: string): string {
  return search.trim().toLowerCase()
}

/**
 * The picker's tokens that match a search (by name or symbol, case-insensitive; every token for
 * an empty search), each with its balance's USD value and whether the form holds it.
 */
export function matchingSendTokens(
  tokens: readonly SendFormToken[],
  search: string,
  selected: SendFormToken | undefined,
): SendTokenOption[] {
  const query = normalizeTokenSearch(search)
  return tokens
    .filter(
      (token) =>
        !query ||
        token.symbol.toLowerCase().includes(query) ||
        token.name.toLowerCase().includes(query),
    )
    .map((token) => ({
      token,
      balanceInUsd: sendAmountInUsd(token.balance, token),
      isSelected: selected?.address === token.address && selected?.symbol === token.symbol,
    }))
}
