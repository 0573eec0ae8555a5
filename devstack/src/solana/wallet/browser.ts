/**
 * Browser entry of the Solana test wallet, bundled to `dist/solana-test-wallet.js` and served by
 * the devstack at `/solana-test-wallet.js`. The server prepends
 * `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ = { rpcUrl }`; a page may set `name` and `icon` in
 * that object before the script loads (e.g. to match the EIP-6963 wallet's name).
 */
import type { Wallet } from '@wallet-standard/base'
import {
  installStandardWallet,
  type StandardWalletScriptConfig,
} from '../../wallet-base/registration.js'
import { SOLANA_TEST_WALLET_NAME } from '../constants.js'
import { createSolanaTestWallet, type SolanaTestWalletControls } from './createSolanaTestWallet.js'

/** `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__`: every field optional. */
export type SolanaTestWalletScriptConfig = StandardWalletScriptConfig & {
  /** @default DEVSTACK_SOLANA_RPC_URL */
  rpcUrl?: string
}

declare global {
  interface Window {
    __FOYER_SOLANA_TEST_WALLET_CONFIG__?: SolanaTestWalletScriptConfig
    foyerSolanaTestWallet?: SolanaTestWalletControls & { wallet: Wallet }
  }
}

installStandardWallet<SolanaTestWalletScriptConfig>(
  window,
  {
    config: '__FOYER_SOLANA_TEST_WALLET_CONFIG__',
    global: 'foyerSolanaTestWallet',
    defaultName: SOLANA_TEST_WALLET_NAME,
  },
  (options, config) =>
    createSolanaTestWallet({ ...options, ...(config.rpcUrl ? { rpcUrl: config.rpcUrl } : {}) }),
)
