import { sendTransition } from '../machines/send.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendAtom } from '../store/sendAtom.js'

export type ResetSendFormReturnType = undefined
export type ResetSendFormErrorType = never

/** Empties the send form and returns it to `idle` (SPEC §4: after success, or on a network switch). */
export function resetSendForm(foyer: Foyer): ResetSendFormReturnType {
  assertFoyer(foyer)
  foyer.store.set(sendAtom, (state) => sendTransition(state, { type: 'reset' }))
}
