import type { Foyer } from '../store/createFoyer.js'
import { navigate } from './navigate.js'

export type FinishEmailUpdateReturnType = undefined

export type FinishEmailUpdateErrorType = never

/** The end of an email change ("Done"): the modal's history resets to Account. */
export function finishEmailUpdate(foyer: Foyer): FinishEmailUpdateReturnType {
  navigate(foyer, { type: 'reset', route: { view: 'Account' } })
}
