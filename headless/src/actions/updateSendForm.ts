import { type SendFormToken, sendTransition } from '../machines/send.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendAtom } from '../store/sendAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

/** The fields to change; a key left out keeps its value, `undefined` clears it. */
export type UpdateSendFormParameters = {
  token?: SendFormToken | undefined
  /** The amount as typed ('1.5'). */
  amount?: string | undefined
  /** An address of the active namespace, or a registered name. */
  receiver?: string | undefined
}

export type UpdateSendFormReturnType = undefined
export type UpdateSendFormErrorType = never

/**
 * Changes the send form (SPEC §3 "Send state"). Ignored while a send is under way: the form
 * keeps what the visitor typed until the wallet answers. A new receiver clears the resolved
 * profile name.
 */
export function updateSendForm(
  foyer: Foyer,
  parameters: UpdateSendFormParameters,
): UpdateSendFormReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {
    token: is.optional(is.object),
    amount: is.optional(is.string),
    receiver: is.optional(is.string),
  })
  foyer.store.set(sendAtom, (state) => {
    let next = state
    if ('token' in parameters)
      next = sendTransition(next, { type: 'setToken', token: parameters.token })
    if ('amount' in parameters)
      next = sendTransition(next, { type: 'setAmount', amount: parameters.amount })
    if ('receiver' in parameters)
      next = sendTransition(next, { type: 'setReceiver', address: parameters.receiver })
    return next
  })
}
