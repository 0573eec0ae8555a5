import { resolveCloseAction } from '../machines/modal.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeAccountAtom, routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { isSiwxRequiredBy, siwxSessionsAtom } from '../store/siwxAtoms.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'
import { shakeModal } from './shakeModal.js'

export type RequestCloseModalReturnType = undefined

export type RequestCloseModalErrorType = never

/**
 * A close the visitor asked for (Escape, outside press, the close button): the safe-close rules
 * decide whether the modal closes, or shakes instead (SPEC §2, §4).
 */
export function requestCloseModal(foyer: Foyer): RequestCloseModalReturnType {
  assertFoyer(foyer)
  const { store } = foyer
  const action = resolveCloseAction({
    view: store.get(routeAtom).view,
    connected: store.get(activeAccountAtom).status === 'connected',
    siwxRequired: isSiwxRequiredBy(foyer.options),
    hasSiwxSession: Boolean(store.get(siwxSessionsAtom)?.sessions.length),
    embedded: foyer.options.enableEmbedded,
  })
  if (action.type === 'shake') shakeModal(foyer)
  else if (action.type === 'reset') navigate(foyer, { type: 'reset', route: { view: action.view } })
  else closeModal(foyer)
}
