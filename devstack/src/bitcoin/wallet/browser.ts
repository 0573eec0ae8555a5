/**
 * Browser entry of the Bitcoin test wallet, bundled to `dist/bitcoin-test-wallet.js` and served
 * by the devstack at `/bitcoin-test-wallet.js`. A page may set `name` and `icon` in
 * `window.__FOYER_BITCOIN_TEST_WALLET_CONFIG__` before the script loads.
 */
import type { Wallet } from '@wallet-standard/base'
import {
  installStandardWallet,
  type StandardWalletScriptConfig,
} from '../../wallet-base/registration.js'
import { BITCOIN_TEST_WALLET_NAME } from '../constants.js'
import {
  type BitcoinTestWalletControls,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'

/** `window.__FOYER_BITCOIN_TEST_WALLET_CONFIG__`: every field optional. */
export type BitcoinTestWalletScriptConfig = StandardWalletScriptConfig

declare global {
  interface Window {
    __FOYER_BITCOIN_TEST_WALLET_CONFIG__?: BitcoinTestWalletScriptConfig
    foyerBitcoinTestWallet?: BitcoinTestWalletControls & { wallet: Wallet }
  }
}

/** Creates the wallet with the page's storage and panel, exposes its controls, registers it. */
export function installBitcoinTestWallet(target: Window): void {
  installStandardWallet(
    target,
    {
      config: '__FOYER_BITCOIN_TEST_WALLET_CONFIG__',
      global: 'foyerBitcoinTestWallet',
      defaultName: BITCOIN_TEST_WALLET_NAME,
    },
    createBitcoinTestWallet,
  )
}

if (typeof window !== 'undefined' && typeof document !== 'undefined')
  installBitcoinTestWallet(window)
