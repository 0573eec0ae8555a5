import { toastQueueTransition } from '../machines/toast.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type DismissToastParameters = {
  /** The toast's id. */
  id: string
}

export type DismissToastReturnType = undefined

export type DismissToastErrorType = never

/** Takes a toast off the screen (the visitor closed or swiped it). */
export function dismissToast(
  foyer: Foyer,
  parameters: DismissToastParameters,
): DismissToastReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { id: is.string })
  foyer.store.set(toastQueueAtom, (state) =>
    toastQueueTransition(state, { type: 'dismiss', id: parameters.id }),
  )
  return undefined
}
