import { useAtomValue } from 'jotai/react'
import type { ModalState } from '../machines/modal.js'
import type { Route, RouterState } from '../machines/router.js'
import { modalAtom, routeAtom, routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { useFoyer } from './FoyerProvider.js'

export type UseModalReturnType = {
  /** 'open' or 'closed'. */
  status: ModalState['status']
  isOpen: boolean
  /** 'shaking' while the modal refuses to close (500 ms). */
  shake: ModalState['shake']
  route: Route
  history: RouterState['history']
  open: Foyer['open']
  close: Foyer['close']
  /** Close as the visitor asks: may shake instead (safe-close rules). */
  requestClose: Foyer['requestClose']
  goBack: Foyer['goBack']
  router: Foyer['router']
}

/** The modal's open state and view history, with the actions that change them. */
export function useModal(): UseModalReturnType {
  const foyer = useFoyer()
  const modal = useAtomValue(modalAtom)
  const { history } = useAtomValue(routerAtom)
  const route = useAtomValue(routeAtom)
  return {
    status: modal.status,
    isOpen: modal.status === 'open',
    shake: modal.shake,
    route,
    history,
    open: foyer.open,
    close: foyer.close,
    requestClose: foyer.requestClose,
    goBack: foyer.goBack,
    router: foyer.router,
  }
}
