import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { cancelOnramp } from '../actions/cancelOnramp.js'
import { openOnramp } from '../actions/openOnramp.js'
import { quoteOnramp } from '../actions/quoteOnramp.js'
import { resetOnramp } from '../actions/resetOnramp.js'
import { updateOnrampForm } from '../actions/updateOnrampForm.js'
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '../api/types.js'
import { ONRAMP_PROVIDERS } from '../constants/onramp.js'
import { OnrampWindowBlockedError } from '../errors/onramp.js'
import type { OnrampProvider } from '../machines/onramp.js'
import { onrampOptionsQueryOptions } from '../query/onrampOptionsQueryOptions.js'
import {
  isEstimateQuote,
  onrampAmountError,
  onrampLimits,
  onrampProvidersFor,
  purchaseCurrenciesFor,
  resolveOnrampForm,
} from '../rules/onramp.js'
import { accountNetworkAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { onrampAtom } from '../store/onrampAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { debounceRule } from '../validation/swapParameters.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseOnrampQuoteParameters = {
  /** How long the form stays unchanged before a quote is asked. @default 500 (SPEC §9) */
  debounceMs?: number | undefined
  /** How often a purchase under way reads the balance and activity. @default 4000 */
  pollMs?: number | undefined
}

/**
 * Everything an onramp needs (issue #22), on the onramp machine and actions (usable without
 * React: `updateOnrampForm`, `quoteOnramp`, `openOnramp`, `cancelOnramp`, `resetOnramp`): the
 * options (the sample list when they fail), the providers serving the network, the purchase
 * and payment currencies with their defaults (USDC where sold, USD), the payment method's
 * limits and the amount's typed error, the quote 500 ms after the last change (`isEstimate`
 * for the placeholder of a failed quote), `open` (in the click) sending the visitor to the
 * provider, and the purchase watched until the balance rises (`status`: idle, quoting, ready,
 * opening, waiting, success, failed).
 */
export function useOnrampQuote(parameters: UseOnrampQuoteParameters = {}) {
  assertParameters(
    parameters,
    { debounceMs: debounceRule, pollMs: is.optional(is.nonNegativeNumber) },
    { optional: true },
  )
  const { debounceMs, pollMs } = parameters
  const foyer = useFoyer()
  const state = useFoyerValue(onrampAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const options = useQuery(onrampOptionsQueryOptions(foyer), getQueryClient(foyer))
  const form = useMemo(
    () => resolveOnrampForm(state.form, options.data, network, ONRAMP_PROVIDERS),
    [state.form, options.data, network],
  )
  return {
    /** idle, quoting, ready, opening, waiting, success, failed. */
    status: state.status,
    optionsStatus: options.isLoading ? ('loading' as const) : options.status,
    /** The providers serving the account's network (SPEC §3: label, name, fee range, chains). */
    providers: useMemo(() => onrampProvidersFor(ONRAMP_PROVIDERS, network), [network]),
    /** What can be bought on the network, and what can be paid with. */
    purchaseCurrencies: useMemo(
      () => purchaseCurrenciesFor(options.data, network),
      [options.data, network],
    ),
    paymentCurrencies: options.data?.paymentCurrencies ?? [],
    provider: form.provider,
    purchaseCurrency: form.purchaseCurrency,
    paymentCurrency: form.paymentCurrency,
    paymentMethod: form.paymentMethod,
    /** The fiat amount, as typed. */
    amount: form.amount,
    /** The payment method's limits (SPEC §9: card 10.00–7500.00, ACH 10.00–25000.00). */
    limits: onrampLimits(form),
    /** The amount out of the limits (typed: below the minimum, above the maximum). */
    amountError: onrampAmountError(form),
    /** Fees, total and what is received; the placeholder when the quote call failed. */
    quote: state.quote,
    /** Whether the quote is the placeholder of a failed call (no fees known): an estimate. */
    isEstimate: isEstimateQuote(state.quote),
    /** The provider page of the purchase under way, to open again from a link. */
    url: state.url,
    /** The purchased asset's balance before and after the purchase. */
    balanceBefore: state.balanceBefore,
    balanceAfter: state.balanceAfter,
    /** Why the purchase failed, or the blocked window while waiting. */
    error: state.error,
    isWindowBlocked: state.error instanceof OnrampWindowBlockedError,
    setProvider: useCallback(
      (provider: OnrampProvider) => updateOnrampForm(foyer, { provider, debounceMs }),
      [foyer, debounceMs],
    ),
    setPurchaseCurrency: useCallback(
      (purchaseCurrency: OnrampPurchaseCurrency) =>
        updateOnrampForm(foyer, { purchaseCurrency, debounceMs }),
      [foyer, debounceMs],
    ),
    setPaymentCurrency: useCallback(
      (paymentCurrency: OnrampPaymentCurrency) =>
        updateOnrampForm(foyer, { paymentCurrency, debounceMs }),
      [foyer, debounceMs],
    ),
    setPaymentMethod: useCallback(
      (paymentMethod: string) => updateOnrampForm(foyer, { paymentMethod, debounceMs }),
      [foyer, debounceMs],
    ),
    setAmount: useCallback(
      (amount: string) => updateOnrampForm(foyer, { amount, debounceMs }),
      [foyer, debounceMs],
    ),
    /** Quotes again now. */
    retry: useCallback(() => quoteOnramp(foyer), [foyer]),
    /** Opens the provider's page (call it in the click) and waits for the purchase. */
    open: useCallback(() => openOnramp(foyer, { pollMs }), [foyer, pollMs]),
    /** Stops waiting, back to the quote. */
    cancel: useCallback(() => cancelOnramp(foyer), [foyer]),
    /** An empty form, back to `idle`. */
    reset: useCallback(() => resetOnramp(foyer), [foyer]),
  }
}

export type UseOnrampQuoteReturnType = ReturnType<typeof useOnrampQuote>
