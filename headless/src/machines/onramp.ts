import type { ChainNamespace } from '../chains/namespaces.js'
import type { FoyerError } from '../errors/FoyerError.js'

// The onramp's entities (SPEC §3), declared with its machine; api/types.ts names them too.

/** A currency the onramp sells (SPEC §3). */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: {
    name: string
    display_name: string
    chain_id: string
    contract_address: string
  }[]
}

/** A currency the visitor pays with (SPEC §3). */
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

/** What the onramp offers. */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}

/** An amount in a currency. */
export type OnrampAmount = { amount: string; currency: string }

/** An onramp quote (SPEC §3 "Onramp quote"). */
export type OnrampQuote = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** An onramp provider (SPEC §3 "Onramp provider"). */
export type OnrampProvider = {
  /** What the visitor reads ('Coinbase'). */
  label: string
  /** Its id ('coinbase'), also the activity's `onramp` filter. */
  name: 'coinbase' | 'meld'
  /** The fee range shown (SPEC §9: 1-2%). */
  feeRange: string
  /** Its purchase page (Meld's link is built from it; Coinbase's comes from the URL generator). */
  url: string
  /** The namespaces it serves. */
  supportedChains: readonly ChainNamespace[]
  /** Meld's public key, appended to its link (SPEC §4). */
  publicKey?: string | undefined
}

/** The onramp form: who sells, what is bought, what is paid with, and how much (fiat). */
export type OnrampForm = {
  provider: OnrampProvider | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  /** The payment method whose limits apply ('card', 'ach_bank_account'). */
  paymentMethod: string
  /** The fiat amount as typed ('50'). */
  amount: string
}

/**
 * An onramp purchase (issue #22): `idle` (form being filled), `quoting`, `ready` (a quote for
 * the form as it stands), `opening` (the provider page is being made), `waiting` (the visitor
 * buys on the provider's page; the balance and activity are watched), `success` and `failed`.
 * `request` numbers the form's versions (a quote for an older one is dropped); `attempt`
 * numbers the purchases, so a watch of an older one changes nothing. Visible as `data-state`.
 */
export type OnrampState = {
  status: 'idle' | 'quoting' | 'ready' | 'opening' | 'waiting' | 'success' | 'failed'
  form: OnrampForm
  request: number
  attempt: number
  /** The quote; `quoteId` 'placeholder' when the API failed (an estimate). */
  quote?: OnrampQuote | undefined
  /** The provider page of the purchase under way (to open it again). */
  url?: string | undefined
  /** The purchased asset's balance before and after the purchase (decimal strings). */
  balanceBefore?: string | undefined
  balanceAfter?: string | undefined
  /** Why the purchase failed, or a window the browser blocked while `waiting`. */
  error?: FoyerError | undefined
}

export type OnrampStatus = OnrampState['status']

/** Events of the onramp flow. */
export type OnrampEvent =
  | { type: 'setProvider'; provider: OnrampProvider | undefined }
  | { type: 'setPurchaseCurrency'; currency: OnrampPurchaseCurrency | undefined }
  | { type: 'setPaymentCurrency'; currency: OnrampPaymentCurrency | undefined }
  | { type: 'setPaymentMethod'; method: string }
  | { type: 'setAmount'; amount: string }
  /**
   * A quote is asked for the form's version `request`, with its defaults filled in (`form`);
   * `valid` says the form allows one.
   */
  | { type: 'quote'; request: number; form: OnrampForm; valid: boolean }
  | { type: 'quoted'; request: number; quote: OnrampQuote }
  /** The visitor goes to the provider (the window is already open, or blocked). */
  | { type: 'open' }
  /** The page is known and the watch starts; `error` when the browser blocked the window. */
  | {
      type: 'opened'
      attempt: number
      url: string
      balanceBefore: string
      error?: FoyerError | undefined
    }
  | { type: 'funded'; attempt: number; balanceAfter: string }
  | { type: 'fail'; attempt: number; error: FoyerError }
  /** The visitor stops waiting (or closed the modal): back to the quote. */
  | { type: 'cancel' }
  | { type: 'reset' }

export const initialOnrampState: OnrampState = {
  status: 'idle',
  form: {
    provider: undefined,
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    paymentMethod: 'card',
    amount: '',
  },
  request: 0,
  attempt: 0,
}

/** States the form may change in; an edit after a success or failure starts the next one. */
const editable = new Set<OnrampStatus>(['idle', 'quoting', 'ready', 'success', 'failed'])

/** Pure transitions of an onramp purchase. */
export function onrampTransition(state: OnrampState, event: OnrampEvent): OnrampState {
  const edit = (form: Partial<OnrampForm>): OnrampState =>
    editable.has(state.status)
      ? {
          status: 'idle',
          form: { ...state.form, ...form },
          request: state.request + 1,
          attempt: state.attempt,
        }
      : state
  const current = 'attempt' in event && event.attempt === state.attempt
  switch (event.type) {
    case 'setProvider':
      return edit({ provider: event.provider })
    case 'setPurchaseCurrency':
      return edit({ purchaseCurrency: event.currency })
    case 'setPaymentCurrency':
      return edit({ paymentCurrency: event.currency })
    case 'setPaymentMethod':
      return edit({ paymentMethod: event.method })
    case 'setAmount':
      return edit({ amount: event.amount })
    case 'quote':
      return event.request === state.request && event.valid && editable.has(state.status)
        ? {
            ...state,
            status: 'quoting',
            form: event.form,
            quote: undefined,
            error: undefined,
            url: undefined,
          }
        : state
    case 'quoted':
      return state.status === 'quoting' && event.request === state.request
        ? { ...state, status: 'ready', quote: event.quote }
        : state
    case 'open':
      // Also a retry after a failed purchase, at the same quote.
      return state.status === 'ready' || (state.status === 'failed' && state.quote)
        ? { ...state, status: 'opening', attempt: state.attempt + 1, error: undefined }
        : state
    case 'opened':
      return state.status === 'opening' && current
        ? {
            ...state,
            status: 'waiting',
            url: event.url,
            balanceBefore: event.balanceBefore,
            error: event.error,
          }
        : state
    case 'funded':
      return state.status === 'waiting' && current
        ? { ...state, status: 'success', balanceAfter: event.balanceAfter, error: undefined }
        : state
    case 'fail':
      return (state.status === 'opening' || state.status === 'waiting') && current
        ? { ...state, status: 'failed', error: event.error }
        : state
    case 'cancel':
      return state.status === 'opening' || state.status === 'waiting'
        ? {
            ...state,
            status: 'ready',
            attempt: state.attempt + 1,
            url: undefined,
            error: undefined,
          }
        : state
    case 'reset':
      return { ...initialOnrampState, request: state.request + 1, attempt: state.attempt + 1 }
  }
}
