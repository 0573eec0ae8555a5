import { type RouterEvent, routerTransition } from '../machines/router.js'
import { routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/** A change of the modal's view history: push, replace, reset, goBack or goBackToIndex. */
export type NavigateParameters = RouterEvent

export type NavigateReturnType = undefined

export type NavigateErrorType = never

/**
 * Changes the modal's view history through the router machine (SPEC §2): pushing the current
 * view does nothing, reset leaves one view, replace swaps the last, goBackToIndex truncates.
 */
export function navigate(foyer: Foyer, parameters: NavigateParameters): NavigateReturnType {
  foyer.store.set(routerAtom, (state) => routerTransition(state, parameters))
}
