import type { View } from '@foyer/headless'
import type { ComponentType } from 'react'
import { lazyWithPreload, type PreloadableComponent } from '../utils/lazyWithPreload.js'
import type { ViewComponents, ViewReplacement } from './types.js'
import { viewTitles } from './viewTitles.js'

type PreloadableView = PreloadableComponent<{ default: ComponentType }>

/**
 * Views whose code is never fetched ahead of use (SPEC §1: swaps load on demand; so do Pay,
 * Transactions and the wallet help): only when one of them opens.
 */
const onDemand: readonly View[] = [
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Pay',
  'Transactions',
  'WhatIsAWallet',
]

/** The views Foyer ships, each loaded on demand so the button's code stays small. */
const shipped: Partial<Record<View, PreloadableView>> = {
  Connect: lazyWithPreload(() => import('../views/Connect/ConnectView.js')),
  ConnectingExternal: lazyWithPreload(
    () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
  ),
  ConnectingWalletConnectBasic: lazyWithPreload(
    () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
  ),
  ConnectingWalletConnect: lazyWithPreload(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.js'),
  ),
  Account: lazyWithPreload(() => import('../views/Account/AccountView.js')),
  AllWallets: lazyWithPreload(() => import('../views/AllWallets/AllWalletsView.js')),
  Networks: lazyWithPreload(() => import('../views/Networks/NetworksView.js')),
  SwitchNetwork: lazyWithPreload(() => import('../views/SwitchNetwork/SwitchNetworkView.js')),
  UnsupportedChain: lazyWithPreload(
    () => import('../views/UnsupportedChain/UnsupportedChainView.js'),
  ),
  WalletSend: lazyWithPreload(() => import('../views/WalletSend/WalletSendView.js')),
  WalletSendSelectToken: lazyWithPreload(
    () => import('../views/WalletSendSelectToken/WalletSendSelectTokenView.js'),
  ),
  WalletSendPreview: lazyWithPreload(
    () => import('../views/WalletSendPreview/WalletSendPreviewView.js'),
  ),
  // Opening Swap fetches the other swap views too, so moving between them never waits.
  Swap: lazyWithPreload(() => {
    for (const view of onDemand) if (view !== 'Swap') void shipped[view]?.preload().catch(() => {})
    return import('../views/Swap/SwapView.js')
  }),
  SwapSelectToken: lazyWithPreload(() => import('../views/SwapSelectToken/SwapSelectTokenView.js')),
  SwapPreview: lazyWithPreload(() => import('../views/SwapPreview/SwapPreviewView.js')),
  WalletReceive: lazyWithPreload(() => import('../views/WalletReceive/WalletReceiveView.js')),
  OnRampProviders: lazyWithPreload(() => import('../views/OnRampProviders/OnRampProvidersView.js')),
  BuyInProgress: lazyWithPreload(() => import('../views/BuyInProgress/BuyInProgressView.js')),
  Pay: lazyWithPreload(() => import('../views/Pay/PayView.js')),
  Transactions: lazyWithPreload(() => import('../views/Transactions/TransactionsView.js')),
  WhatIsAWallet: lazyWithPreload(() => import('../views/WhatIsAWallet/WhatIsAWalletView.js')),
  EmailVerifyOtp: lazyWithPreload(() => import('../views/EmailVerifyOtp/EmailVerifyOtpView.js')),
  EmailVerifyDevice: lazyWithPreload(
    () => import('../views/EmailVerifyDevice/EmailVerifyDeviceView.js'),
  ),
  UpdateEmail: lazyWithPreload(() => import('../views/UpdateEmail/UpdateEmailView.js')),
  UpdateEmailPrimaryOtp: lazyWithPreload(
    () => import('../views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView.js'),
  ),
  UpdateEmailSecondaryOtp: lazyWithPreload(
    () => import('../views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView.js'),
  ),
  ConnectSocials: lazyWithPreload(() => import('../views/ConnectSocials/ConnectSocialsView.js')),
  ConnectingSocial: lazyWithPreload(
    () => import('../views/ConnectingSocial/ConnectingSocialView.js'),
  ),
  ConnectingFarcaster: lazyWithPreload(
    () => import('../views/ConnectingFarcaster/ConnectingFarcasterView.js'),
  ),
  ApproveTransaction: lazyWithPreload(
    () => import('../views/ApproveTransaction/ApproveTransactionView.js'),
  ),
  SIWXSignMessage: lazyWithPreload(() => import('../views/SIWXSignMessage/SIWXSignMessageView.js')),
  RegisterAccountName: lazyWithPreload(
    () => import('../views/RegisterAccountName/RegisterAccountNameView.js'),
  ),
  RegisterAccountNameSuccess: lazyWithPreload(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js'),
  ),
}

/** Shown for a view this version does not ship yet. */
export const UnavailableView = lazyWithPreload(
  () => import('../views/Unavailable/UnavailableView.js'),
)

/** What the modal renders for a view: the component, and the host's title if it set one. */
export type ResolvedView = {
  Component: ComponentType
  /** The host's header title; `undefined` keeps the view's own. */
  title: string | undefined
}

function isOptions(
  replacement: ViewReplacement,
): replacement is Exclude<ViewReplacement, ComponentType> {
  return typeof replacement === 'object' && replacement !== null && 'component' in replacement
}

/**
 * The host's replacement of `view` if there is one (its component and title), else Foyer's own
 * view (its code is fetched only when it renders), else the "not available yet" view.
 */
export function resolveView(view: View, views: ViewComponents | undefined): ResolvedView {
  const replacement = views?.[view]
  if (replacement && isOptions(replacement)) {
    return { Component: replacement.component, title: replacement.title }
  }
  return { Component: replacement ?? shipped[view] ?? UnavailableView, title: undefined }
}

/** Lets every view whose code failed to download fetch it again on its next render. */
export function resetFailedViews(): void {
  for (const view of [...Object.values(shipped), UnavailableView]) view.reset()
}

/**
 * Fetches ahead of use the code of every view Foyer will show (`preloadModal()` with no view):
 * each shipped view the host did not replace (but the swap views, fetched when one of
 * them opens; `options.onDemand` fetches them too), and the "not available yet" view while
 * some view is neither shipped nor replaced. A replaced view's code is never fetched. Settles
 * when every fetch has ended; a failed one is tried again when its view renders.
 */
export function loadViews(
  views?: ViewComponents,
  options: { onDemand?: boolean } = {},
): Promise<unknown> {
  // viewTitles has every view of the router (its type says so).
  const needed = (Object.keys(viewTitles) as View[]).filter((view) => !views?.[view])
  const preloads = needed
    .filter((view) => options.onDemand || !onDemand.includes(view))
    .flatMap((view) => shipped[view] ?? [])
  if (needed.some((view) => !shipped[view])) preloads.push(UnavailableView)
  return Promise.allSettled(preloads.map((preload) => preload.preload()))
}

/**
 * The views one step away from each view (its entries, buttons and the flow's next step), but
 * the on-demand ones: what the open modal fetches once the browser is idle on that view, so the
 * next step never waits while what is further away loads only when the visitor comes nearer.
 * A view missing here has no next step worth fetching ahead (the flow closes the modal, or goes
 * back).
 */
export const nextViews: Partial<Record<View, readonly View[]>> = {
  Connect: [
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'AllWallets',
    'EmailVerifyOtp',
    'ConnectSocials',
    'ConnectingSocial',
    'ConnectingFarcaster',
  ],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
  ConnectSocials: ['ConnectingSocial', 'ConnectingFarcaster'],
  EmailVerifyOtp: ['EmailVerifyDevice'],
  Account: [
    'Networks',
    'WalletSend',
    'WalletReceive',
    'OnRampProviders',
    'UpdateEmail',
    'RegisterAccountName',
  ],
  Networks: ['SwitchNetwork'],
  UnsupportedChain: ['Networks', 'SwitchNetwork'],
  WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
  OnRampProviders: ['BuyInProgress'],
  UpdateEmail: ['UpdateEmailPrimaryOtp'],
  UpdateEmailPrimaryOtp: ['UpdateEmailSecondaryOtp'],
  RegisterAccountName: ['RegisterAccountNameSuccess'],
  Pay: ['Connect', 'OnRampProviders', 'BuyInProgress'],
}

/**
 * Fetches the code of the views one step away from `view` ({@link nextViews}) that the host
 * kept. Settles when every fetch has ended; a failed one is tried again when its view renders.
 */
export function loadNextViews(view: View, views?: ViewComponents): Promise<unknown> {
  return Promise.all((nextViews[view] ?? []).map((next) => preloadView(next, views)))
}

/**
 * Fetches one view's code ahead of use (unless the host replaced it, or Foyer does not ship it).
 * Settles when the fetch ends; a failed one is tried again when the view renders.
 */
export function preloadView(view: View, views?: ViewComponents): Promise<void> {
  const code = views?.[view] ? undefined : (shipped[view] ?? UnavailableView)
  return code
    ? code.preload().then(
        () => {},
        () => {},
      )
    : Promise.resolve()
}
