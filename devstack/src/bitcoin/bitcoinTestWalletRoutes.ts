import { Hono } from 'hono'
import { loadBrowserBundle } from '../browserBundle.js'

/** The Bitcoin test wallet's browser bundle, `bitcoin-test-wallet.js` (see `loadBrowserBundle`). */
export function loadBitcoinTestWalletScript(): Promise<string> {
  return loadBrowserBundle({
    dist: 'bitcoin-test-wallet.js',
    entry: ['bitcoin', 'wallet', 'browser.ts'],
  })
}

/** `GET /bitcoin-test-wallet.js`: the Wallet Standard Bitcoin test wallet (testnet). */
export function bitcoinTestWalletRoutes() {
  return new Hono().get('/bitcoin-test-wallet.js', async (c) => {
    const script = await loadBitcoinTestWalletScript()
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    return c.body(script)
  })
}
