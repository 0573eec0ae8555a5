import { type SwapTokenOption, swapTransition } from '../machines/swap.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapAtom } from '../store/swapAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { debounceRule, swapTokenRule } from '../validation/swapParameters.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'

/** The fields to change; a key left out keeps its value, `undefined` clears a token. */
export type UpdateSwapFormParameters = {
  /** The token sold. */
  from?: SwapTokenOption | undefined
  /** The token bought. */
  to?: SwapTokenOption | undefined
  /** The amount sold, as typed ('1.5'). */
  amount?: string | undefined
  /** How long the form stays unchanged before a quote is asked. @default 500 (SPEC §9) */
  debounceMs?: number | undefined
}

export type UpdateSwapFormReturnType = undefined
export type UpdateSwapFormErrorType = never

/**
 * Changes the swap form (issue #21). Each change drops the quote (`idle`) and asks a new one
 * `debounceMs` after the last change; an answer to an older form is discarded. Ignored while
 * an approval or swap is under way.
 */
export function updateSwapForm(
  foyer: Foyer,
  parameters: UpdateSwapFormParameters,
): UpdateSwapFormReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {
    from: is.optional(swapTokenRule),
    to: is.optional(swapTokenRule),
    amount: is.optional(is.string),
    debounceMs: debounceRule,
  })
  foyer.store.set(swapAtom, (state) => {
    let next = state
    if ('from' in parameters)
      next = swapTransition(next, { type: 'setFrom', token: parameters.from })
    if ('to' in parameters) next = swapTransition(next, { type: 'setTo', token: parameters.to })
    if ('amount' in parameters)
      next = swapTransition(next, { type: 'setAmount', amount: parameters.amount ?? '' })
    return next
  })
  scheduleSwapQuote(foyer, parameters.debounceMs)
}
