import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '../api/types.js'
import { DEBOUNCE_DEFAULT_MS } from '../constants/timing.js'
import { type OnrampProvider, onrampTransition } from '../machines/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom, onrampQuoteTimerAtom } from '../store/onrampAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { debounceRule } from '../validation/swapParameters.js'
import { quoteOnramp } from './onrampRuntime.js'

/** The fields to change; a key left out keeps its value, `undefined` goes back to the default. */
export type UpdateOnrampFormParameters = {
  provider?: OnrampProvider | undefined
  purchaseCurrency?: OnrampPurchaseCurrency | undefined
  paymentCurrency?: OnrampPaymentCurrency | undefined
  /** The payment method whose limits apply ('card', 'ach_bank_account'). */
  paymentMethod?: string | undefined
  /** The fiat amount, as typed ('50'). */
  amount?: string | undefined
  /** How long the form stays unchanged before a quote is asked. @default 500 (SPEC §9) */
  debounceMs?: number | undefined
}

export type UpdateOnrampFormReturnType = undefined
export type UpdateOnrampFormErrorType = never

const providerRule = is.shape({
  label: is.string,
  name: is.oneOf(['coinbase', 'meld']),
  feeRange: is.string,
  url: is.url,
  supportedChains: is.array,
  publicKey: is.optional(is.string),
})
const purchaseRule = is.shape({ id: is.string, symbol: is.string, networks: is.array })
const paymentRule = is.shape({ id: is.string, payment_method_limits: is.array })

/** Asks a quote `debounceMs` after the last change (SPEC §9 debounce 500 ms). */
export function scheduleOnrampQuote(foyer: Foyer, debounceMs = DEBOUNCE_DEFAULT_MS): void {
  const { store } = foyer
  clearTimeout(store.get(onrampQuoteTimerAtom))
  const timer = setTimeout(() => {
    store.set(onrampQuoteTimerAtom, undefined)
    void quoteOnramp(foyer).catch(() => {})
  }, debounceMs)
  store.set(onrampQuoteTimerAtom, timer)
}

/**
 * Changes the onramp form (issue #22). Each change drops the quote (`idle`) and asks a new one
 * `debounceMs` after the last change, if the amount is within the payment method's limits; an
 * answer to an older form is discarded. Ignored while a purchase is under way.
 */
export function updateOnrampForm(
  foyer: Foyer,
  parameters: UpdateOnrampFormParameters,
): UpdateOnrampFormReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {
    provider: is.optional(providerRule),
    purchaseCurrency: is.optional(purchaseRule),
    paymentCurrency: is.optional(paymentRule),
    paymentMethod: is.optional(is.string),
    amount: is.optional(is.string),
    debounceMs: debounceRule,
  })
  foyer.store.set(onrampAtom, (state) => {
    let next = state
    if ('provider' in parameters)
      next = onrampTransition(next, { type: 'setProvider', provider: parameters.provider })
    if ('purchaseCurrency' in parameters)
      next = onrampTransition(next, {
        type: 'setPurchaseCurrency',
        currency: parameters.purchaseCurrency,
      })
    if ('paymentCurrency' in parameters)
      next = onrampTransition(next, {
        type: 'setPaymentCurrency',
        currency: parameters.paymentCurrency,
      })
    if (parameters.paymentMethod !== undefined)
      next = onrampTransition(next, { type: 'setPaymentMethod', method: parameters.paymentMethod })
    if ('amount' in parameters)
      next = onrampTransition(next, { type: 'setAmount', amount: parameters.amount ?? '' })
    return next
  })
  scheduleOnrampQuote(foyer, parameters.debounceMs)
}
