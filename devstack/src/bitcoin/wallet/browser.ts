/**
 * Browser entry of the Bitcoin test wallet, bundled to `dist/bitcoin-test-wallet.js` and served
 * by the devstack at `/bitcoin-test-wallet.js`. A page may set `name` and `icon` in
 * `window.__FOYER_BITCOIN_TEST_WALLET_CONFIG__` before the script loads.
 */
import type { Wallet, WalletIcon } from '@wallet-standard/base'
import { pageEnvironment, registerWallet } from '../../wallet-base/registration.js'
import { BITCOIN_TEST_WALLET_NAME } from '../constants.js'
import {
  type BitcoinTestWalletControls,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'

/** `window.__FOYER_BITCOIN_TEST_WALLET_CONFIG__`: every field optional. */
export type BitcoinTestWalletScriptConfig = {
  /** Wallet Standard name. @default 'Foyer Bitcoin Wallet' */
  name?: string
  /** `data:image/(svg+xml|webp|png|gif);base64,…` */
  icon?: WalletIcon
}

declare global {
  interface Window {
    __FOYER_BITCOIN_TEST_WALLET_CONFIG__?: BitcoinTestWalletScriptConfig
    foyerBitcoinTestWallet?: BitcoinTestWalletControls & { wallet: Wallet }
  }
}

/** Creates the wallet with the page's storage and panel, exposes its controls, registers it. */
export function installBitcoinTestWallet(target: Window): void {
  if (target.foyerBitcoinTestWallet) return // included twice: keep the first instance
  const config = target.__FOYER_BITCOIN_TEST_WALLET_CONFIG__ ?? {}
  const name = config.name ?? BITCOIN_TEST_WALLET_NAME
  const { wallet, controls } = createBitcoinTestWallet({
    name,
    ...(config.icon ? { icon: config.icon } : {}),
    // The EIP-6963 wallet's panel sits left and the Solana one right: this one right too, as
    // a page rarely loads both non-EVM wallets.
    ...pageEnvironment(target, { name, side: 'right' }),
  })
  target.foyerBitcoinTestWallet = Object.assign(controls, { wallet })
  registerWallet(target, wallet)
}

if (typeof window !== 'undefined' && typeof document !== 'undefined')
  installBitcoinTestWallet(window)
