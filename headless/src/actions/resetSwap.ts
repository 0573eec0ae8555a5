import { swapTransition } from '../machines/swap.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapAtom, swapQuoteTimerAtom } from '../store/swapAtom.js'

export type ResetSwapReturnType = undefined
export type ResetSwapErrorType = never

/** Empties the swap form, back to `idle`; a pending or running quote is forgotten. */
export function resetSwap(foyer: Foyer): ResetSwapReturnType {
  assertFoyer(foyer)
  clearTimeout(foyer.store.get(swapQuoteTimerAtom))
  foyer.store.set(swapQuoteTimerAtom, undefined)
  foyer.store.set(swapAtom, (state) => swapTransition(state, { type: 'reset' }))
}
