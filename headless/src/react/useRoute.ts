import { type Route, routeOfView, type View } from '../machines/router.js'
import { routeAtom } from '../store/atoms.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * What `useRoute()` gives: the route on top of the modal's history, a union discriminated by
 * `view`. `useRoute(view)` gives `Route<view> | undefined` instead.
 */
export type UseRouteReturnType = Route

/**
 * The view the modal shows and the data it was opened with (SPEC §2). `route.data` is typed by
 * the view: check `route.view` first, or name the view your component replaces, which gives its
 * route, or `undefined` while another view is shown.
 *
 * @example
 * // A host's own ConnectingWalletConnect view reads the wallet the visitor chose:
 * const walletId = useRoute('ConnectingWalletConnect')?.data?.walletId
 * // Any view:
 * const route = useRoute()
 * if (route.view === 'SwitchNetwork') route.data?.caipNetworkId
 */
export function useRoute(): UseRouteReturnType
export function useRoute<view extends View>(view: view): Route<view> | undefined
export function useRoute(view?: View): Route | undefined {
  const route = useFoyerValue(routeAtom)
  return view === undefined ? route : routeOfView(route, view)
}
