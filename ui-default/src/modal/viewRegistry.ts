import type { View } from '@foyer/headless'
import type { ComponentType } from 'react'
import { lazyWithPreload } from '../utils/lazyWithPreload.js'

/** Components a host may give to replace any view: `views={{ Account: MyAccount }}`. */
export type ViewComponents = Partial<Record<View, ComponentType>>

const shipped = {
  Connect: lazyWithPreload(() => import('../views/Connect/ConnectView.js')),
  ConnectingExternal: lazyWithPreload(
    () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
  ),
  Account: lazyWithPreload(() => import('../views/Account/AccountView.js')),
}

/** The views Foyer ships, each loaded on demand so the button's code stays small. */
export const defaultViews: ViewComponents = shipped

/** Fetches every shipped view's code ahead of use, so moving between views never waits. */
export function preloadViews(): void {
  for (const view of Object.values(shipped)) void view.preload().catch(() => {})
}

/** The header title of each view; views not listed show none. */
export const viewTitles: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  UnsupportedChain: 'Switch Network',
}
