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
  WalletReceive: lazyWithPreload(() => import('../views/WalletReceive/WalletReceiveView.js')),
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
  RegisterAccountName: lazyWithPreload(
    () => import('../views/RegisterAccountName/RegisterAccountNameView.js'),
  ),
  RegisterAccountNameSuccess: lazyWithPreload(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js'),
  ),
}

/** The views Foyer ships, each loaded on demand so the button's code stays small. */
export const defaultViews: ViewComponents = shipped

/** Lets every view whose code failed to download fetch it again on its next render. */
export function resetFailedViews(): void {
  for (const view of [...Object.values(shipped), UnavailableView]) view.reset()
}

/** Fetches every shipped view's code ahead of use, so moving between views never waits. */
export function preloadViews(): void {
  for (const view of [...Object.values(shipped), UnavailableView]) {
    void view.preload().catch(() => {})
  }
}

/** Shown for a view this version does not ship yet. */
export const UnavailableView = lazyWithPreload(
  () => import('../views/Unavailable/UnavailableView.js'),
)

/**
 * The header title of every view: a visitor never reads a raw view id. ConnectingExternal shows
 * the wallet's name instead when it is known.
 */
export const viewTitles: Readonly<Record<View, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  ApproveTransaction: 'Approve Transaction',
  Swap: 'Swap',
  SIWXSignMessage: 'Sign In',
  RegisterAccountName: 'Choose a Name',
  RegisterAccountNameSuccess: 'Name Registered',
  UnsupportedChain: 'Switch Network',
  EmailVerifyDevice: 'Approve Device',
  EmailVerifyOtp: 'Confirm Email',
  UpdateEmail: 'Update Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  ConnectSocials: 'All Socials',
  ConnectingSocial: 'Sign In',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  OnRampProviders: 'Buy Crypto',
  OnRampTokenSelect: 'Select Token',
  OnRampFiatSelect: 'Select Currency',
  BuyInProgress: 'Buying',
  Transactions: 'Activity',
  Pay: 'Pay',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
}
