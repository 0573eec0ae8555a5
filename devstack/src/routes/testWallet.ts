import { Hono } from 'hono'
import type { DevstackContext } from '../context.js'
import type { TestWalletScriptConfig } from '../test-wallet/browser.js'
import { loadTestWalletScript } from '../test-wallet/loadTestWalletScript.js'

/**
 * `GET /test-wallet.js`: the EIP-6963 test wallet, preceded by one line that sets
 * `window.__FOYER_TEST_WALLET_CONFIG__` to the chains of this devstack.
 */
export function testWalletRoutes(context: DevstackContext) {
  const config: TestWalletScriptConfig = {
    chains: context.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
  }
  const prelude = `window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify(config)};\n`
  return new Hono().get('/test-wallet.js', async (c) => {
    const script = await loadTestWalletScript()
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    return c.body(prelude + script)
  })
}
