import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/timing.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { formatUnitsExact, parseAmount } from '../format/parseAmount.js'
import { isSwapFormComplete, type SwapState, type SwapTokenOption } from '../machines/swap.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import { listOf, swapStateRule, swapTokenRule } from '../validation/swapParameters.js'
import { minimumReceived, swapAmountInUsd, swapBlockingError, swapNetworkFee } from './swapForm.js'

/** A price impact above this many percent is shown as a warning (a product choice). */
export const HIGH_PRICE_IMPACT_PERCENT = 5

/**
 * What the swap button does or waits for, so a view names it without a rule of its own:
 * choose tokens, enter an amount, wait for the quote, no route / quote failed, not enough
 * balance, approve then swap, or swap.
 */
export type SwapAction =
  | 'selectToken'
  | 'enterAmount'
  | 'quoting'
  | 'quoteFailed'
  | 'insufficientBalance'
  | 'approve'
  | 'swap'
  | 'inProgress'
  | 'done'

/** A step of the swap's submit, as the preview numbers them: the approval, then the swap. */
export type SwapStep = {
  name: 'approve' | 'swap'
  /** `active` while its transaction is under way; `failed` when it is where the swap failed. */
  status: 'pending' | 'active' | 'done' | 'failed'
}

/** The numbers and words of a swap form, derived from its state (nothing stored). */
export type SwapSummary = {
  /** The amount bought at the quote, as an exact decimal string. */
  toAmount: string | undefined
  /** The least the swap pays out at the slippage tolerance, as an exact decimal string. */
  minimumReceived: string | undefined
  /** Slippage tolerance in percent (SPEC §9: 1). */
  slippage: number
  fromAmountInUsd: number | undefined
  toAmountInUsd: number | undefined
  /** How far the trade moves the price, in percent. */
  priceImpact: number | undefined
  isHighPriceImpact: boolean
  /** The provider's fee, in percent of the amount sold and in USD. */
  providerFeePercent: number | undefined
  providerFeeInUsd: number | undefined
  /** The network fee in the native coin (exact decimal string) and in USD. */
  networkFee: string | undefined
  networkFeeInUsd: number | undefined
  /** The gas price the quote was asked with, in wei. */
  gasPrice: bigint | undefined
  /** Whether an approval transaction comes before the swap (a token with a short allowance). */
  needsApproval: boolean
  /** What keeps the form from swapping (insufficient balance), if anything. */
  blockingError: FoyerError | undefined
  action: SwapAction
  /** The submit's steps in order: an approval when one is needed or was sent, then the swap. */
  steps: SwapStep[]
}

const inProgress = new Set(['approving', 'swapping'])

/**
 * The summary of a swap: the quote's amounts, minimum received, USD values, fees, price impact
 * and the button's action, with the form's tokens as the latest lists know them (`all`: their
 * balances and prices; the native coin's price values the network fee). `allowance` is what the
 * pool may spend of the sold token (undefined: unknown).
 */
export function swapSummary(
  state: SwapState,
  all: readonly SwapTokenOption[],
  allowance: bigint | undefined,
): SwapSummary {
  assertParameter('state', state, swapStateRule)
  assertParameter('all', all, listOf(swapTokenRule))
  assertParameter('allowance', allowance, is.optional(is.nonNegativeBigint))
  const { quote, status } = state
  const form = { ...state.form, ...currentSwapTokens(state, all) }
  const { from, to, amount } = form
  const native = all.find((token) => token.native)
  const blockingError = swapBlockingError(form)
  const units = from ? parseAmount(amount, from.decimals) : undefined
  const needsApproval = Boolean(
    from && !from.native && units !== undefined && (allowance === undefined || allowance < units),
  )
  const least = quote ? minimumReceived(quote.toAmount, SWAP_SLIPPAGE_TOLERANCE) : undefined
  const fee = quote ? swapNetworkFee(quote) : undefined
  const fromUsd = swapAmountInUsd(amount, from)
  const action: SwapAction =
    status === 'success'
      ? 'done'
      : inProgress.has(status)
        ? 'inProgress'
        : !from || !to
          ? 'selectToken'
          : !isSwapFormComplete(form)
            ? 'enterAmount'
            : blockingError
              ? 'insufficientBalance'
              : status === 'failed'
                ? 'quoteFailed'
                : status !== 'ready'
                  ? 'quoting'
                  : needsApproval
                    ? 'approve'
                    : 'swap'
  return {
    toAmount: quote && to ? formatUnitsExact(quote.toAmount, to.decimals) : undefined,
    minimumReceived: least !== undefined && to ? formatUnitsExact(least, to.decimals) : undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    fromAmountInUsd: fromUsd,
    toAmountInUsd: quote ? swapAmountInUsd(quote.toAmount, to) : undefined,
    priceImpact: quote?.priceImpact,
    isHighPriceImpact: (quote?.priceImpact ?? 0) > HIGH_PRICE_IMPACT_PERCENT,
    providerFeePercent: quote?.providerFeePercent,
    providerFeeInUsd:
      quote && fromUsd !== undefined ? (fromUsd * quote.providerFeePercent) / 100 : undefined,
    networkFee: fee === undefined ? undefined : formatUnitsExact(fee, native?.decimals ?? 18),
    networkFeeInUsd: fee === undefined ? undefined : swapAmountInUsd(fee, native),
    gasPrice: quote?.gasPrice,
    needsApproval,
    blockingError,
    action,
    steps: swapSteps(state, needsApproval),
  }
}

/** The approval (when needed or sent) and the swap, each with where it stands. */
function swapSteps(state: SwapState, needsApproval: boolean): SwapStep[] {
  const { status, step } = state
  const approve: SwapStep['status'] =
    status === 'approving'
      ? 'active'
      : status === 'failed' && step === 'approve'
        ? 'failed'
        : step === 'swap' || status === 'success'
          ? 'done'
          : 'pending'
  const swap: SwapStep['status'] =
    status === 'swapping'
      ? 'active'
      : status === 'success'
        ? 'done'
        : status === 'failed' && step === 'swap'
          ? 'failed'
          : 'pending'
  const steps: SwapStep[] = [{ name: 'swap', status: swap }]
  return needsApproval || state.approved ? [{ name: 'approve', status: approve }, ...steps] : steps
}

/** The form's tokens with the balances and prices of the latest lists. */
export function currentSwapTokens(
  state: SwapState,
  all: readonly SwapTokenOption[],
): { from: SwapTokenOption | undefined; to: SwapTokenOption | undefined } {
  const latest = (token: SwapTokenOption | undefined) =>
    token && (all.find((option) => option.address === token.address) ?? token)
  return { from: latest(state.form.from), to: latest(state.form.to) }
}
