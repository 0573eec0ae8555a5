import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { finishSwap } from '../actions/finishSwap.js'
import { flipSwapTokens } from '../actions/flipSwapTokens.js'
import { quoteSwap } from '../actions/quoteSwap.js'
import { resetSwap } from '../actions/resetSwap.js'
import { setSwapMaxAmount } from '../actions/setSwapMaxAmount.js'
import { submitSwap } from '../actions/submitSwap.js'
import { updateSwapForm } from '../actions/updateSwapForm.js'
import { SwapNetworkNotSupportedError } from '../errors/chain.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { SwapTokenOption } from '../machines/swap.js'
import { swapAllowanceQueryOptions } from '../query/swapAllowanceQueryOptions.js'
import { swapTokensQueryOptions } from '../query/swapTokensQueryOptions.js'
import { searchSwapTokens, swapAllowanceToken, swapTokenLists } from '../rules/swapForm.js'
import { currentSwapTokens, swapSummary } from '../rules/swapSummary.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { swapAtom } from '../store/swapAtom.js'
import { assertParameters } from '../validation/parameters.js'
import { debounceRule } from '../validation/swapParameters.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useTokenBalances } from './useTokenBalances.js'

export type UseSwapQuoteParameters = {
  /** How long the form stays unchanged before a quote is asked. @default 500 (SPEC §9) */
  debounceMs?: number | undefined
}

/**
 * Everything a swap form needs (issue #21), on the swap machine and actions (usable without
 * React: `updateSwapForm`, `flipSwapTokens`, `setSwapMaxAmount`, `quoteSwap`, `submitSwap`,
 * `resetSwap`): whether the network offers swaps, the token lists (the account's first, then
 * suggested and popular), both sides with balances and USD values, the quote 500 ms after the
 * last change (stale answers dropped), minimum received at slippage 1, price impact, fees, gas
 * price, the button's `action`, and `submit` running allowance → approve → swap (`status`:
 * idle, quoting, ready, approving, swapping, success, failed; also `data-state` in views).
 */
export function useSwapQuote(parameters: UseSwapQuoteParameters = {}) {
  assertParameters(parameters, { debounceMs: debounceRule }, { optional: true })
  const { debounceMs } = parameters
  const foyer = useFoyer()
  const state = useFoyerValue(swapAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const { address } = useFoyerValue(activeAccountAtom)
  const balances = useTokenBalances()
  const swapTokens = useQuery(
    swapTokensQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId }),
    getQueryClient(foyer),
  )
  const allowance = useQuery(
    swapAllowanceQueryOptions(foyer, {
      caipNetworkId: network?.caipNetworkId,
      tokenAddress: swapAllowanceToken(state.form),
      address,
    }),
    getQueryClient(foyer),
  )
  const lists = useMemo(
    () => swapTokenLists(swapTokens.data?.tokens, balances.data, swapTokens.data?.prices),
    [swapTokens.data, balances.data],
  )
  const { from, to } = currentSwapTokens(state, lists.all)
  const summary = useMemo(
    () => swapSummary(state, lists.all, allowance.data),
    [state, lists.all, allowance.data],
  )
  return {
    /** idle, quoting, ready, approving, swapping, success, failed. */
    status: state.status,
    /** Whether swaps are offered on the network; `undefined` while it is being found out. */
    isSupported: swapTokens.data?.isSupported,
    /** 'Network not supported for Swaps' (SPEC §5) when the network offers none. */
    unsupportedError: useMemo(
      () =>
        swapTokens.data?.isSupported === false ? new SwapNetworkNotSupportedError() : undefined,
      [swapTokens.data?.isSupported],
    ),
    // Loading until the balances are in too: they move the held tokens into "Your tokens", and a
    // list that regroups under the pointer loses the visitor's click.
    tokensStatus:
      swapTokens.isLoading || balances.isLoading ? ('loading' as const) : swapTokens.status,
    /** The pickers' lists: `all`, `mine` (held, by USD value), `suggested`, `popular`. */
    tokens: lists,
    /** The lists narrowed to a search by name, symbol or address (case-insensitive). */
    searchTokens: useCallback((search: string) => searchSwapTokens(lists, search), [lists]),
    from,
    to,
    /** The amount sold, as typed. */
    amount: state.form.amount,
    /** The quote in the smallest units, with price impact, fee percent, gas limit and price. */
    quote: state.quote,
    ...summary,
    /** The last quote or swap error (typed: no route, not supported, rejected, expired, …). */
    error: state.error,
    isUserRejected: state.error instanceof UserRejectedRequestError,
    /** The swap's transaction hash once sent. */
    hash: state.hash,
    setFrom: useCallback(
      (token: SwapTokenOption | undefined) => updateSwapForm(foyer, { from: token, debounceMs }),
      [foyer, debounceMs],
    ),
    setTo: useCallback(
      (token: SwapTokenOption | undefined) => updateSwapForm(foyer, { to: token, debounceMs }),
      [foyer, debounceMs],
    ),
    setAmount: useCallback(
      (amount: string) => updateSwapForm(foyer, { amount, debounceMs }),
      [foyer, debounceMs],
    ),
    flip: useCallback(() => flipSwapTokens(foyer, { debounceMs }), [foyer, debounceMs]),
    /** The whole balance; of the native coin, less the swap's gas. Quotes at once. */
    setMax: useCallback(() => setSwapMaxAmount(foyer), [foyer]),
    /** Quotes again now (after a failed quote). */
    retry: useCallback(() => quoteSwap(foyer), [foyer]),
    /** Approves if needed, then swaps; resolves with the hash, rejects with the typed error. */
    submit: useCallback(() => submitSwap(foyer), [foyer]),
    /** An empty form, back to `idle`. */
    reset: useCallback(() => resetSwap(foyer), [foyer]),
    /** After a success: an empty form and the modal back on Account (its Activity). */
    finish: useCallback(() => finishSwap(foyer), [foyer]),
  }
}

export type UseSwapQuoteReturnType = ReturnType<typeof useSwapQuote>
