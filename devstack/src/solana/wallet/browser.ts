/**
 * Browser entry of the Solana test wallet, bundled to `dist/solana-test-wallet.js` and served by
 * the devstack at `/solana-test-wallet.js`. The server prepends
 * `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ = { rpcUrl }`; a page may set `name` and `icon` in
 * that object before the script loads (e.g. to match the EIP-6963 wallet's name).
 */
import type { Wallet, WalletIcon } from '@wallet-standard/base'
import { pageEnvironment, registerWallet } from '../../wallet-base/registration.js'
import { SOLANA_TEST_WALLET_NAME } from '../constants.js'
import { createSolanaTestWallet, type SolanaTestWalletControls } from './createSolanaTestWallet.js'

/** `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__`: every field optional. */
export type SolanaTestWalletScriptConfig = {
  /** Wallet Standard name. @default 'Foyer Solana Wallet' */
  name?: string
  /** `data:image/(svg+xml|webp|png|gif);base64,…` */
  icon?: WalletIcon
  /** @default DEVSTACK_SOLANA_RPC_URL */
  rpcUrl?: string
}

declare global {
  interface Window {
    __FOYER_SOLANA_TEST_WALLET_CONFIG__?: SolanaTestWalletScriptConfig
    foyerSolanaTestWallet?: SolanaTestWalletControls & { wallet: Wallet }
  }
}

function main() {
  if (window.foyerSolanaTestWallet) return // included twice: keep the first instance
  const config = window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ ?? {}
  const name = config.name ?? SOLANA_TEST_WALLET_NAME
  const { wallet, controls } = createSolanaTestWallet({
    name,
    ...(config.icon ? { icon: config.icon } : {}),
    ...(config.rpcUrl ? { rpcUrl: config.rpcUrl } : {}),
    ...pageEnvironment(window, { name, side: 'right' }),
  })
  window.foyerSolanaTestWallet = Object.assign(controls, { wallet })
  registerWallet(window, wallet)
}

main()
