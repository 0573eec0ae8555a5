import { type Toast, toastQueueTransition } from '../machines/toast.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type ShowToastParameters = Toast

export type ShowToastReturnType = undefined

export type ShowToastErrorType = never

/**
 * Shows a toast (SPEC §2, §4, §9): bottom right, at most 3 at a time, 4000 ms each; a toast
 * with the id of one on screen replaces it after 150 ms. `useToasts()` renders them.
 */
export function showToast(foyer: Foyer, parameters: ShowToastParameters): ShowToastReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {
    id: is.string,
    message: is.string,
    variant: is.oneOf(['success', 'error', 'info', 'loading']),
    duration: is.optional(is.nonNegativeNumber),
  })
  foyer.store.set(toastQueueAtom, (state) =>
    toastQueueTransition(state, { type: 'show', toast: parameters, now: Date.now() }),
  )
  return undefined
}
