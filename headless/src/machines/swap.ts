import type { FoyerError } from '../errors/FoyerError.js'

/** A token the swap form can sell or buy, with the account's balance and its USD price. */
export type SwapTokenOption = {
  /** CAIP-10 address as the blockchain API names it (the native coin: its placeholder). */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Whether it is the network's native coin (needs no approval; its max leaves the gas). */
  native: boolean
  /** The account's balance as an exact decimal string ('1.5'); '0' when not held. */
  balance: string
  /** USD price of one token; 0 when unknown. */
  price: number
  logoUri?: string | undefined
}

/** A quote the form holds, read from the blockchain API's answer. */
export type SwapQuoteDetails = {
  /** The amount sold and bought, in their smallest units. */
  fromAmount: bigint
  toAmount: bigint
  /** How far the trade moves the price, in percent, when the API says. */
  priceImpact: number | undefined
  /** The provider's fee in percent of the amount sold; 0 when the API names none. */
  providerFeePercent: number
  /** Gas the swap uses at most, when the API says. */
  gasLimit: bigint | undefined
  /** Gas price (wei) the quote was asked with. */
  gasPrice: bigint
}

/** The swap form's fields. `amount` is what is sold, as typed ('1.5'). */
export type SwapForm = {
  from: SwapTokenOption | undefined
  to: SwapTokenOption | undefined
  amount: string
}

/**
 * A swap (issue #21): `idle` (form being filled, or nothing to quote), `quoting`, `ready` (a
 * quote for the form as it stands), `approving` (the allowance transaction), `swapping`,
 * `success` and `failed` (a quote or a swap failed; `error` says why). `request` numbers the
 * form's versions: a quote answer for an older version is stale and changes nothing. A visitor
 * declining a signature returns to `ready` with the error and every value kept. Visible in the
 * DOM as `data-state`.
 */
export type SwapState = {
  status: 'idle' | 'quoting' | 'ready' | 'approving' | 'swapping' | 'success' | 'failed'
  form: SwapForm
  request: number
  quote?: SwapQuoteDetails | undefined
  error?: FoyerError | undefined
  /** The swap transaction's hash once sent. */
  hash?: string | undefined
  /** The step of the submit under way or last begun: the approval, then the swap. */
  step?: 'approve' | 'swap' | undefined
  /** Whether this submit sent an approval before its swap. */
  approved?: boolean | undefined
}

/** The swap form's status. */
export type SwapStatus = SwapState['status']

/** Events of the swap flow; quote outcomes name the request they answer. */
export type SwapEvent =
  | { type: 'setFrom'; token: SwapTokenOption | undefined }
  | { type: 'setTo'; token: SwapTokenOption | undefined }
  | { type: 'setAmount'; amount: string }
  /** The sold and bought tokens trade places; the amount stays. */
  | { type: 'flip' }
  /** Token balances or prices refreshed (after a swap): the same tokens, new numbers. */
  | { type: 'refreshTokens'; from: SwapTokenOption | undefined; to: SwapTokenOption | undefined }
  /** A quote is asked for the form's current version. */
  | { type: 'quote'; request: number }
  | { type: 'quoted'; request: number; quote: SwapQuoteDetails }
  | { type: 'quoteFailed'; request: number; error: FoyerError }
  /** Something keeps the form from going on (insufficient balance): the error, nothing else. */
  | { type: 'block'; error: FoyerError }
  | { type: 'approve' }
  | { type: 'swap' }
  | { type: 'success'; hash: string }
  | { type: 'fail'; error: FoyerError }
  /** The visitor declined a signature: back to `ready`, values and quote kept. */
  | { type: 'reject'; error: FoyerError }
  | { type: 'reset' }

/** An empty form. */
export const initialSwapState: SwapState = {
  status: 'idle',
  form: { from: undefined, to: undefined, amount: '' },
  request: 0,
}

/** States the form may change in; an edit after a success starts the next swap. */
const editable = new Set<SwapStatus>(['idle', 'quoting', 'ready', 'failed', 'success'])

/** Whether the form names two different tokens and an amount above zero. */
export function isSwapFormComplete(form: SwapForm): boolean {
  const { from, to, amount } = form
  return Boolean(from && to && from.address !== to.address && /[1-9]/.test(amount))
}

/** Pure transitions of a swap. The form cannot change while a transaction is under way. */
export function swapTransition(state: SwapState, event: SwapEvent): SwapState {
  // An edit drops the quote, error and hash: they belonged to the form before.
  const edit = (form: Partial<SwapForm>): SwapState =>
    editable.has(state.status)
      ? { status: 'idle', form: { ...state.form, ...form }, request: state.request + 1 }
      : state
  switch (event.type) {
    case 'setFrom':
      return edit({ from: event.token })
    case 'setTo':
      return edit({ to: event.token })
    case 'setAmount':
      return edit({ amount: event.amount })
    case 'flip':
      return edit({ from: state.form.to, to: state.form.from })
    case 'refreshTokens':
      return { ...state, form: { ...state.form, from: event.from, to: event.to } }
    case 'quote':
      return event.request === state.request &&
        editable.has(state.status) &&
        isSwapFormComplete(state.form)
        ? { ...state, status: 'quoting', quote: undefined, error: undefined, hash: undefined }
        : state
    case 'quoted':
      return state.status === 'quoting' && event.request === state.request
        ? { ...state, status: 'ready', quote: event.quote, error: undefined }
        : state
    case 'quoteFailed':
      return state.status === 'quoting' && event.request === state.request
        ? { ...state, status: 'failed', quote: undefined, error: event.error }
        : state
    case 'block':
      return state.status === 'ready' ? { ...state, error: event.error } : state
    case 'approve':
      return state.status === 'ready'
        ? { ...state, status: 'approving', error: undefined, step: 'approve', approved: true }
        : state
    case 'swap':
      return state.status === 'ready' || state.status === 'approving'
        ? { ...state, status: 'swapping', error: undefined, step: 'swap' }
        : state
    case 'success':
      return state.status === 'swapping' ? { ...state, status: 'success', hash: event.hash } : state
    case 'fail':
      return state.status === 'approving' || state.status === 'swapping'
        ? { ...state, status: 'failed', error: event.error }
        : state
    case 'reject':
      return state.status === 'approving' || state.status === 'swapping'
        ? { ...state, status: 'ready', error: event.error }
        : state
    case 'reset':
      return { ...initialSwapState, request: state.request + 1 }
  }
}
