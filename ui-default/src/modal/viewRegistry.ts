import type { View } from '@foyer/headless'
import { type ComponentType, lazy } from 'react'

/** Components a host may give to replace any view: `views={{ Account: MyAccount }}`. */
export type ViewComponents = Partial<Record<View, ComponentType>>

/** The views Foyer ships, each loaded on demand so the button's code stays small. */
export const defaultViews: ViewComponents = {
  Connect: lazy(() => import('../views/Connect/ConnectView.js')),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternal/ConnectingExternalView.js')),
  Account: lazy(() => import('../views/Account/AccountView.js')),
}

/** The header title of each view; views not listed show none. */
export const viewTitles: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  UnsupportedChain: 'Switch Network',
}
