import type { DevstackContext } from '../context.js'
import type { TestWalletScriptConfig } from '../test-wallet/browser.js'
import { loadTestWalletScript } from '../test-wallet/loadTestWalletScript.js'
import { walletScriptRoute } from './walletScript.js'

/** The project id the test wallet's requests carry when it reads through the RPC proxy. */
export const TEST_WALLET_PROXY_PROJECT_ID = 'foyer-test-wallet'

/**
 * `GET /test-wallet.js`: the EIP-6963 test wallet, preceded by one line that sets
 * `window.__FOYER_TEST_WALLET_CONFIG__` to the chains of this devstack. With `?rpc=proxy` the
 * wallet reaches each chain through this server's RPC proxy (`POST /v1?chainId=…`) instead of
 * the anvil itself, so fault rules on `/v1` reach the wallet's node too (a send while the RPC
 * fails).
 */
export function testWalletRoutes(context: DevstackContext) {
  return walletScriptRoute('/test-wallet.js', loadTestWalletScript, (query) => {
    const proxied = query('rpc') === 'proxy'
    const config: TestWalletScriptConfig = {
      chains: context.chains.map(({ id, name, rpcUrl }) => ({
        id,
        name,
        rpcUrl: proxied
          ? `${context.apiUrl}/v1?chainId=eip155:${id}&projectId=${TEST_WALLET_PROXY_PROJECT_ID}`
          : rpcUrl,
      })),
    }
    return `window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify(config)};\n`
  })
}
