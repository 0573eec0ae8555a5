import { onrampTransition } from '../machines/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom, onrampQuoteTimerAtom } from '../store/onrampAtom.js'

export type ResetOnrampReturnType = undefined
export type ResetOnrampErrorType = never

/** Empties the onramp form, back to `idle`; a pending quote or purchase watch is forgotten. */
export function resetOnramp(foyer: Foyer): ResetOnrampReturnType {
  assertFoyer(foyer)
  clearTimeout(foyer.store.get(onrampQuoteTimerAtom))
  foyer.store.set(onrampQuoteTimerAtom, undefined)
  foyer.store.set(onrampAtom, (state) => onrampTransition(state, { type: 'reset' }))
}
