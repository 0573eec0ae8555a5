import type { DevstackContext } from '../context.js'
import type { TestWalletScriptConfig } from '../test-wallet/browser.js'
import { loadTestWalletScript } from '../test-wallet/loadTestWalletScript.js'
import { walletScriptRoute } from './walletScript.js'

/**
 * `GET /test-wallet.js`: the EIP-6963 test wallet, preceded by one line that sets
 * `window.__FOYER_TEST_WALLET_CONFIG__` to the chains of this devstack.
 */
export function testWalletRoutes(context: DevstackContext) {
  const config: TestWalletScriptConfig = {
    chains: context.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
  }
  const prelude = `window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify(config)};\n`
  return walletScriptRoute('/test-wallet.js', loadTestWalletScript, prelude)
}
