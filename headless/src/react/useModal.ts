import { useMemo } from 'react'
import { closeModal } from '../actions/closeModal.js'
import { goBack } from '../actions/goBack.js'
import { navigate } from '../actions/navigate.js'
import { type OpenModalParameters, openModal } from '../actions/openModal.js'
import { requestCloseModal } from '../actions/requestCloseModal.js'
import type { ModalState } from '../machines/modal.js'
import {
  type Route,
  type RouteData,
  type RouterState,
  shouldCloseOnBack,
  type View,
} from '../machines/router.js'
import { modalAtom, routeAtom, routerAtom } from '../store/atoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseModalReturnType = {
  /** 'open' or 'closed'. */
  status: ModalState['status']
  isOpen: boolean
  /** 'shaking' while the modal refuses to close (500 ms). */
  shake: ModalState['shake']
  route: Route
  history: RouterState['history']
  /** Whether Back goes to a previous view (with a single view left, Back closes the modal). */
  canGoBack: boolean
  open(parameters?: OpenModalParameters): void
  close(): void
  /** Close as the visitor asks: may shake instead (safe-close rules). */
  requestClose(): void
  /** Back one view; closes with a single view left. */
  goBack(): void
  router: {
    push(view: View, data?: RouteData): void
    replace(view: View): void
    reset(view: View): void
    goBackToIndex(index: number): void
  }
}

/** The modal's open state and view history, with the actions that change them. */
export function useModal(): UseModalReturnType {
  const foyer = useFoyer()
  const modal = useFoyerValue(modalAtom)
  const { history } = useFoyerValue(routerAtom)
  const route = useFoyerValue(routeAtom)
  const actions = useMemo(
    () => ({
      open: (parameters?: OpenModalParameters) => openModal(foyer, parameters),
      close: () => closeModal(foyer),
      requestClose: () => requestCloseModal(foyer),
      goBack: () => goBack(foyer),
      router: {
        push: (view: View, data?: RouteData) =>
          navigate(foyer, { type: 'push', route: data ? { view, data } : { view } }),
        replace: (view: View) => navigate(foyer, { type: 'replace', route: { view } }),
        reset: (view: View) => navigate(foyer, { type: 'reset', route: { view } }),
        goBackToIndex: (index: number) => navigate(foyer, { type: 'goBackToIndex', index }),
      },
    }),
    [foyer],
  )
  return {
    status: modal.status,
    isOpen: modal.status === 'open',
    shake: modal.shake,
    route,
    history,
    canGoBack: !shouldCloseOnBack({ history }),
    ...actions,
  }
}
