import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { navigate } from './navigate.js'
import { resetSwap } from './resetSwap.js'

export type FinishSwapReturnType = undefined
export type FinishSwapErrorType = never

/**
 * Closes a swap that went through: an empty form, and the modal back on Account with no
 * history (its Activity shows the swap), so Back cannot return to the swapped form.
 */
export function finishSwap(foyer: Foyer): FinishSwapReturnType {
  assertFoyer(foyer)
  resetSwap(foyer)
  navigate(foyer, { type: 'reset', route: { view: 'Account' } })
}
