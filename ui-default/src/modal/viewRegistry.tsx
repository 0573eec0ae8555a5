import type { View } from '@foyer/headless'
import { type ComponentType, lazy } from 'react'

/** Components a host may give to replace any view: `views={{ Account: MyAccount }}`. */
export type ViewComponents = Partial<Record<View, ComponentType>>

type ViewModule = { default: ComponentType }

/**
 * A view loaded on demand. Once its code is here (for instance after {@link preloadViews}) it
 * renders at once; `React.lazy` alone would still suspend for a tick and flash the fallback.
 */
function onDemand(load: () => Promise<ViewModule>) {
  let loaded: ComponentType | undefined
  const fetchOnce = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(fetchOnce)
  function OnDemandView() {
    const View = loaded ?? Lazy
    return <View />
  }
  return { View: OnDemandView, preload: () => void fetchOnce().catch(() => {}) }
}

const shipped = {
  Connect: onDemand(() => import('../views/Connect/ConnectView.js')),
  ConnectingExternal: onDemand(
    () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
  ),
  Account: onDemand(() => import('../views/Account/AccountView.js')),
} satisfies Partial<Record<View, ReturnType<typeof onDemand>>>

/** The views Foyer ships, each loaded on demand so the button's code stays small. */
export const defaultViews: ViewComponents = Object.fromEntries(
  Object.entries(shipped).map(([view, { View }]) => [view, View]),
)

/**
 * Fetches every shipped view's code without rendering it, so moving between views shows no
 * loading state. The shell calls it once it is open.
 */
export function preloadViews(): void {
  for (const { preload } of Object.values(shipped)) preload()
}

/** The header title of each view; views not listed show none. */
export const viewTitles: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  UnsupportedChain: 'Switch Network',
}
