import type { View } from '@foyer/headless'

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
  WhatIsAWallet: 'What is a Wallet?',
}
