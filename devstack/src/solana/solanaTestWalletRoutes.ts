import { loadBrowserBundle } from '../browserBundle.js'
import type { DevstackContext } from '../context.js'
import { walletScriptRoute } from '../routes/walletScript.js'
import { DEVSTACK_SOLANA_RPC_URL } from './constants.js'
import type { SolanaTestWalletScriptConfig } from './wallet/browser.js'

/** The Solana test wallet's browser bundle, `solana-test-wallet.js` (see `loadBrowserBundle`). */
export function loadSolanaTestWalletScript(): Promise<string> {
  return loadBrowserBundle({
    dist: 'solana-test-wallet.js',
    entry: ['solana', 'wallet', 'browser.ts'],
  })
}

/**
 * `GET /solana-test-wallet.js`: the Wallet Standard Solana test wallet. One line first merges
 * this devstack's Solana RPC URL into `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__` (keeping a
 * `name` or `icon` the page set before).
 */
export function solanaTestWalletRoutes(context: DevstackContext) {
  const config: SolanaTestWalletScriptConfig = {
    rpcUrl: context.solanaRpcUrl ?? DEVSTACK_SOLANA_RPC_URL,
  }
  const prelude = `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ = Object.assign(${JSON.stringify(config)}, window.__FOYER_SOLANA_TEST_WALLET_CONFIG__);\n`
  return walletScriptRoute('/solana-test-wallet.js', loadSolanaTestWalletScript, prelude)
}
