import type { View } from '@foyer/headless'
import type { ComponentType } from 'react'

/**
 * A host's own component for one view, with the title the modal's header shows above it.
 * The component takes no props: it reads what it needs from `@foyer/headless/react` hooks, its
 * route data with `useRoute(view)`.
 */
export type ViewReplacementOptions = {
  /** Rendered in place of Foyer's view, inside the modal's header, back and close buttons. */
  component: ComponentType
  /**
   * The header title (also the dialog's accessible name).
   * @default the view's own title, `viewTitles[view]` (for ConnectingExternal, the wallet's name)
   */
  title?: string | undefined
}

/** One view's replacement: a component, or `{ component, title }` to set the header title too. */
export type ViewReplacement = ComponentType | ViewReplacementOptions

/**
 * The views a host replaces, by view id: `views={{ Account: MyAccount }}` or
 * `views={{ Account: { component: MyAccount, title: 'Wallet' } }}`. A replaced view's default
 * code is never downloaded, not even ahead of use.
 */
export type ViewComponents = Partial<Record<View, ViewReplacement>>

export type FoyerModalProps = {
  /**
   * Replace any view with your own component, and optionally its header title; the router,
   * the history (Back), the header and all state stay Foyer's. See `ViewComponents`.
   * @default {} (every view is Foyer's)
   */
  views?: ViewComponents | undefined
  /**
   * Where the modal is rendered.
   * @default document.body
   */
  container?: HTMLElement | null
}
