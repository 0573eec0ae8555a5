import { loadBrowserBundle } from '../browserBundle.js'
import { walletScriptRoute } from '../routes/walletScript.js'

/** The Bitcoin test wallet's browser bundle, `bitcoin-test-wallet.js` (see `loadBrowserBundle`). */
export function loadBitcoinTestWalletScript(): Promise<string> {
  return loadBrowserBundle({
    dist: 'bitcoin-test-wallet.js',
    entry: ['bitcoin', 'wallet', 'browser.ts'],
  })
}

/** `GET /bitcoin-test-wallet.js`: the Wallet Standard Bitcoin test wallet (testnet). */
export function bitcoinTestWalletRoutes() {
  return walletScriptRoute('/bitcoin-test-wallet.js', loadBitcoinTestWalletScript)
}
