import type { CaipNetworkId } from '../chains/network.js'
import { FARCASTER_RESYNC_DELAY_MS } from '../constants/timing.js'

/** The views SPEC §2 lists. */
export const coreViews = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'Swap',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
] as const

/**
 * The views of the optional screens loaded on demand (SPEC §2): email, socials, swaps, send,
 * receive, onramp, activity, pay; plus the network picker.
 */
export const optionalViews = [
  // email
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  // socials
  'ConnectSocials',
  'ConnectingSocial',
  // swaps
  'SwapSelectToken',
  'SwapPreview',
  // send
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  // receive
  'WalletReceive',
  // onramp
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  // activity
  'Transactions',
  // pay
  'Pay',
  // networks
  'Networks',
  'SwitchNetwork',
  // help, from the Connect view
  'WhatIsAWallet',
] as const

/** Every view of the modal (SPEC §2), plus the optional screens loaded on demand. */
export const views = [...coreViews, ...optionalViews] as const

/** A view of the modal. */
export type View = (typeof views)[number]

/**
 * The data each view is opened with, by view id (e.g. the wallet of ConnectingWalletConnect).
 * A view not listed here takes no data.
 */
export type RouteDataByView = {
  /** The connector being connected: the wallet the visitor chose. */
  ConnectingExternal: { connectorId: string }
  /** The wallet directory entry (its `id`) being connected through WalletConnect. */
  ConnectingWalletConnect: { walletId: string }
  /** The network the switch waits for. */
  SwitchNetwork: { caipNetworkId: CaipNetworkId }
  /** The side of the swap form the picked token goes to: sold (`from`) or bought (`to`). */
  SwapSelectToken: { side: 'from' | 'to' }
}

/** A view that is opened with data: a key of {@link RouteDataByView}. */
export type ViewWithData = keyof RouteDataByView

/** The data `view` is opened with: its {@link RouteDataByView} entry, `undefined` for none. */
export type RouteData<view extends View = View> = view extends ViewWithData
  ? RouteDataByView[view]
  : undefined

/**
 * A view and the data it was opened with. `Route` (every view) is a union discriminated by
 * `view`, so checking `route.view` narrows `route.data` to that view's data. `data` may be
 * missing for a view that takes some, when it was opened without (`openModal({ view })`).
 */
export type Route<view extends View = View> = view extends View
  ? { view: view; data?: RouteData<view> }
  : never

/**
 * What `push`, `replace` and `reset` take after the view: the view's data when it takes some
 * (required), nothing when it takes none. A union that mixes the two kinds takes neither.
 */
export type RouteArguments<view extends View> = [view] extends [Exclude<View, ViewWithData>]
  ? []
  : [view] extends [ViewWithData]
    ? [data: RouteDataByView[view]]
    : never

/** The route to `view` with its data: `toRoute('SwitchNetwork', { caipNetworkId })`. */
export function toRoute<view extends View>(view: view, ...data: RouteArguments<view>): Route<view> {
  const [routeData] = data as unknown[]
  return (routeData === undefined ? { view } : { view, data: routeData }) as Route<view>
}

/**
 * The route to `view` without data, whatever the view: what `openModal({ view })` shows, since
 * it carries no data (a view that takes some then finds none, see {@link Route}).
 */
export function bareRoute(view: View): Route {
  return { view } as Route
}

/** `route` when it shows `view` (typed as that view's route), else `undefined`. */
export function routeOfView<view extends View>(route: Route, view: view): Route<view> | undefined {
  return route.view === view ? (route as Route<view>) : undefined
}

/** The modal's history stack; the last entry is shown. Never empty. */
export type RouterState = { history: readonly [Route, ...Route[]] }

/** Events of the router machine. */
export type RouterEvent =
  | { type: 'push'; route: Route }
  | { type: 'replace'; route: Route }
  | { type: 'reset'; route: Route }
  | { type: 'goBack' }
  | { type: 'goBackToIndex'; index: number }

/** The router at start: Connect. */
export const initialRouterState: RouterState = { history: [{ view: 'Connect' }] }

/** Callers guarantee at least one route; this only restores the non-empty tuple type. */
function history(routes: readonly Route[]): RouterState {
  return { history: routes as unknown as RouterState['history'] }
}

/** The route on top of the stack. */
export function currentRoute(state: RouterState): Route {
  return state.history[state.history.length - 1] ?? state.history[0]
}

/**
 * Pure router transitions (SPEC §2): pushing the current view does nothing; reset sets the
 * history to one view; replace swaps the last entry; goBackToIndex truncates the history.
 * Going back with a single entry leaves the history as it is; the caller closes the modal
 * (see {@link shouldCloseOnBack}).
 */
export function routerTransition(state: RouterState, event: RouterEvent): RouterState {
  switch (event.type) {
    case 'push':
      if (currentRoute(state).view === event.route.view) return state
      return history([...state.history, event.route])
    case 'replace':
      return history([...state.history.slice(0, -1), event.route])
    case 'reset':
      return history([event.route])
    case 'goBack':
      if (state.history.length <= 1) return state
      return history(state.history.slice(0, -1))
    case 'goBackToIndex': {
      if (event.index < 0 || event.index >= state.history.length - 1) return state
      return history(state.history.slice(0, event.index + 1))
    }
  }
}

/** Going back with a single entry closes the modal (SPEC §2). */
export function shouldCloseOnBack(state: RouterState): boolean {
  return state.history.length <= 1
}

/** What {@link resolveOpenView} decides on. */
export type ResolveOpenViewParameters = {
  /** A view asked for explicitly by `open({ view })`. */
  view?: View | undefined
  /** Whether the active namespace has a connected address. */
  hasAddress: boolean
  /** Whether any chain adapter is configured. */
  hasAdapters: boolean
  /** Whether the visitor is on a mobile device. */
  isMobile: boolean
}

/**
 * The view the modal opens on (SPEC §2): a given view; else Account with an address; else, with
 * no adapters, AllWallets on mobile and ConnectingWalletConnectBasic on desktop; else Connect.
 */
export function resolveOpenView(parameters: ResolveOpenViewParameters): View {
  if (parameters.view) return parameters.view
  if (parameters.hasAddress) return 'Account'
  if (!parameters.hasAdapters) {
    return parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return 'Connect'
}

/** What a back step does besides moving in the history. */
export type GoBackEffect =
  /** Forget the Farcaster sign-in URL. */
  | { type: 'clearFarcasterUrl' }
  /** Reload the auth connector's provider, then sync the dapp metadata after `resyncAfterMs`. */
  | { type: 'reloadAuthConnector'; resyncAfterMs: number }

/** What {@link planGoBack} decides: close, or go back with effects. */
export type GoBackPlan =
  | { type: 'close' }
  | { type: 'back'; state: RouterState; effects: GoBackEffect[] }

/**
 * What going back does (SPEC §2): with a single entry the modal closes; otherwise the view
 * goes back, and leaving ConnectingFarcaster while not connected clears the Farcaster URL and
 * reloads the auth connector's provider, re-syncing its dapp metadata after 100 ms.
 */
export function planGoBack(state: RouterState, context: { connected: boolean }): GoBackPlan {
  if (shouldCloseOnBack(state)) return { type: 'close' }
  const effects: GoBackEffect[] =
    currentRoute(state).view === 'ConnectingFarcaster' && !context.connected
      ? [
          { type: 'clearFarcasterUrl' },
          { type: 'reloadAuthConnector', resyncAfterMs: FARCASTER_RESYNC_DELAY_MS },
        ]
      : []
  return { type: 'back', state: routerTransition(state, { type: 'goBack' }), effects }
}

/** In embedded mode closing shows Account when connected, else Connect (SPEC §2). */
export function embeddedCloseView(connected: boolean): 'Account' | 'Connect' {
  return connected ? 'Account' : 'Connect'
}

/**
 * Whether a network change within the active namespace takes the modal back one view
 * (SPEC-NOTES "Modal"): yes, except on SIWXSignMessage and ConnectingExternal.
 */
export function shouldGoBackOnNetworkChange(view: View): boolean {
  return view !== 'SIWXSignMessage' && view !== 'ConnectingExternal'
}
