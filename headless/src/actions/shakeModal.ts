import { MODAL_SHAKE_MS } from '../constants/timing.js'
import { modalTransition } from '../machines/modal.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { modalAtom, modalShakeTimerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type ShakeModalReturnType = undefined

export type ShakeModalErrorType = never

/** Shakes the open modal for {@link MODAL_SHAKE_MS} instead of closing it (SPEC §2). */
export function shakeModal(foyer: Foyer): ShakeModalReturnType {
  assertFoyer(foyer)
  const { store } = foyer
  store.set(modalAtom, (state) => modalTransition(state, { type: 'shake' }))
  clearTimeout(store.get(modalShakeTimerAtom))
  store.set(
    modalShakeTimerAtom,
    setTimeout(() => {
      store.set(modalShakeTimerAtom, undefined)
      store.set(modalAtom, (state) => modalTransition(state, { type: 'shakeEnd' }))
    }, MODAL_SHAKE_MS),
  )
}
