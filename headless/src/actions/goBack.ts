import { shouldCloseOnBack } from '../machines/router.js'
import { routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'

export type GoBackReturnType = undefined

export type GoBackErrorType = never

/** Goes back one view; with a single view left, closes the modal (SPEC §2). */
export function goBack(foyer: Foyer): GoBackReturnType {
  if (shouldCloseOnBack(foyer.store.get(routerAtom))) closeModal(foyer)
  else navigate(foyer, { type: 'goBack' })
}
