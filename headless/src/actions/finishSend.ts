import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { navigate } from './navigate.js'
import { resetSendForm } from './resetSendForm.js'

export type FinishSendReturnType = undefined
export type FinishSendErrorType = never

/**
 * Closes a send that went through (SPEC §4: success, then reset): an empty form, and the modal
 * back on Account with no history, so Back cannot return to the sent form.
 */
export function finishSend(foyer: Foyer): FinishSendReturnType {
  assertFoyer(foyer)
  resetSendForm(foyer)
  navigate(foyer, { type: 'reset', route: { view: 'Account' } })
}
