import { type RouterEvent, routerTransition } from '../machines/router.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

/** A change of the modal's view history: push, replace, reset, goBack or goBackToIndex. */
export type NavigateParameters = RouterEvent

export type NavigateReturnType = undefined

export type NavigateErrorType = never

/**
 * Changes the modal's view history through the router machine (SPEC §2): pushing the current
 * view does nothing, reset leaves one view, replace swaps the last, goBackToIndex truncates.
 */
export function navigate(foyer: Foyer, parameters: NavigateParameters): NavigateReturnType {
  assertFoyer(foyer)
  const route = is.shape({ view: is.string })
  assertParameters(parameters, {
    type: is.oneOf(['push', 'replace', 'reset', 'goBack', 'goBackToIndex']),
  })
  if (parameters.type === 'goBackToIndex') {
    assertParameters(parameters, { index: is.nonNegativeInteger })
  } else if (parameters.type !== 'goBack') assertParameters(parameters, { route })
  foyer.store.set(routerAtom, (state) => routerTransition(state, parameters))
}
