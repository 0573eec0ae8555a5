import { swapTransition } from '../machines/swap.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapAtom } from '../store/swapAtom.js'
import { assertParameters } from '../validation/parameters.js'
import { debounceRule } from '../validation/swapParameters.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'

export type FlipSwapTokensParameters = {
  /** How long before the new pair is quoted. @default 500 (SPEC §9) */
  debounceMs?: number | undefined
}
export type FlipSwapTokensReturnType = undefined
export type FlipSwapTokensErrorType = never

/** The sold and bought tokens trade places (the amount stays); a new quote follows. */
export function flipSwapTokens(
  foyer: Foyer,
  parameters: FlipSwapTokensParameters = {},
): FlipSwapTokensReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { debounceMs: debounceRule }, { optional: true })
  foyer.store.set(swapAtom, (state) => swapTransition(state, { type: 'flip' }))
  scheduleSwapQuote(foyer, parameters.debounceMs)
}
