import { loadBrowserBundle } from '../browserBundle.js'

/** The EIP-6963 test wallet's browser bundle, `test-wallet.js` (see `loadBrowserBundle`). */
export function loadTestWalletScript(): Promise<string> {
  return loadBrowserBundle({ dist: 'test-wallet.js', entry: ['test-wallet', 'browser.ts'] })
}
