import { payTransition } from '../machines/pay.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { payAtom } from '../store/payAtom.js'

export type ResetPayReturnType = undefined
export type ResetPayErrorType = never

/** Forgets a finished payment (back to `idle`); a payment under way is cancelled. */
export function resetPay(foyer: Foyer): ResetPayReturnType {
  assertFoyer(foyer)
  foyer.store.set(payAtom, (state) => payTransition(state, { type: 'cancel' }))
  foyer.store.set(payAtom, (state) => payTransition(state, { type: 'reset' }))
}
