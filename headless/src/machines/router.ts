/** Every view of the modal (SPEC §2), plus the optional screens loaded on demand. */
export const views = [
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

export type View = (typeof views)[number]

/** Data a view is opened with, e.g. the connector of ConnectingExternal. */
export type RouteData = {
  connectorId?: string
  walletId?: string
}

export type Route = { view: View; data?: RouteData }

/** The modal's history stack; the last entry is shown. Never empty. */
export type RouterState = { history: readonly [Route, ...Route[]] }

export type RouterEvent =
  | { type: 'push'; route: Route }
  | { type: 'replace'; route: Route }
  | { type: 'reset'; route: Route }
  | { type: 'goBack' }
  | { type: 'goBackToIndex'; index: number }

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
