import { onrampTransition } from '../machines/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom } from '../store/onrampAtom.js'

export type CancelOnrampReturnType = undefined
export type CancelOnrampErrorType = never

/** Stops waiting for a purchase (its watch ends), back to the quote at `ready`. */
export function cancelOnramp(foyer: Foyer): CancelOnrampReturnType {
  assertFoyer(foyer)
  foyer.store.set(onrampAtom, (state) => onrampTransition(state, { type: 'cancel' }))
}
