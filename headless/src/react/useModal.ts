import { useMemo } from 'react'
import { closeModal } from '../actions/closeModal.js'
import { goBack } from '../actions/goBack.js'
import { navigate } from '../actions/navigate.js'
import { type OpenModalParameters, openModal } from '../actions/openModal.js'
import { requestCloseModal } from '../actions/requestCloseModal.js'
import { signalIntent } from '../actions/signalIntent.js'
import type { ModalState } from '../machines/modal.js'
import {
  type Route,
  type RouteArguments,
  type RouterState,
  shouldCloseOnBack,
  toRoute,
  type View,
} from '../machines/router.js'
import { modalAtom, routeAtom, routerAtom } from '../store/atoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseModalReturnType = {
  /** 'open' or 'closed'. */
  status: ModalState['status']
  isOpen: boolean
  /** 'shaking' while the modal refuses to close (500 ms). */
  shake: ModalState['shake']
  /** The view shown and its data; `useRoute()` gives the same. */
  route: Route
  history: RouterState['history']
  /** Whether Back goes to a previous view (with a single view left, Back closes the modal). */
  canGoBack: boolean
  open(parameters?: OpenModalParameters): void
  /**
   * The visitor is reaching for the modal (pointer over or focus on a connect button):
   * starts what waits for that (`signalIntent`). `open` implies it.
   */
  signalIntent(): void
  close(): void
  /** Close as the visitor asks: may shake instead (safe-close rules). */
  requestClose(): void
  /** Back one view; closes with a single view left. */
  goBack(): void
  /**
   * Moves between views. A view that takes data (`RouteDataByView`) must be given it, and a
   * view that takes none is given none: `router.push('ConnectingWalletConnect', { walletId })`,
   * `router.push('AllWallets')`.
   */
  router: {
    /** Shows `view` on top of the history (nothing happens when it is already shown). */
    push<view extends View>(view: view, ...data: RouteArguments<view>): void
    /** Shows `view` in place of the current one. */
    replace<view extends View>(view: view, ...data: RouteArguments<view>): void
    /** Makes `view` the only entry of the history. */
    reset<view extends View>(view: view, ...data: RouteArguments<view>): void
    /** Goes back to the entry at `index`, dropping those above it. */
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
      signalIntent: () => signalIntent(foyer),
      close: () => closeModal(foyer),
      requestClose: () => requestCloseModal(foyer),
      goBack: () => goBack(foyer),
      router: {
        push: <view extends View>(view: view, ...data: RouteArguments<view>) =>
          navigate(foyer, { type: 'push', route: toRoute(view, ...data) }),
        replace: <view extends View>(view: view, ...data: RouteArguments<view>) =>
          navigate(foyer, { type: 'replace', route: toRoute(view, ...data) }),
        reset: <view extends View>(view: view, ...data: RouteArguments<view>) =>
          navigate(foyer, { type: 'reset', route: toRoute(view, ...data) }),
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
