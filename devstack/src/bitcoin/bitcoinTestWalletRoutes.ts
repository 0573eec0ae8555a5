import { existsSync, readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { distPath, runningFromSource, srcPath } from '../paths.js'
import { TEST_WALLET_BUILD_OPTIONS } from '../test-wallet/loadTestWalletScript.js'

let fromSource: Promise<string> | undefined

/**
 * The Bitcoin test wallet's browser bundle: `dist/bitcoin-test-wallet.js` from the built
 * package, a fresh in-memory esbuild bundle of the sources when running from TypeScript (tests).
 */
export async function loadBitcoinTestWalletScript(): Promise<string> {
  const built = distPath('bitcoin-test-wallet.js')
  if (!runningFromSource() && existsSync(built)) return readFileSync(built, 'utf8')
  fromSource ??= (async () => {
    const esbuild = await import('esbuild')
    const result = await esbuild.build({
      ...TEST_WALLET_BUILD_OPTIONS,
      entryPoints: [srcPath('bitcoin', 'wallet', 'browser.ts')],
      write: false,
    })
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no bitcoin-test-wallet bundle')
    return output.text
  })().catch((error: unknown) => {
    fromSource = undefined
    if (existsSync(built)) return readFileSync(built, 'utf8')
    throw new Error(
      `Cannot bundle the Bitcoin test wallet (${String(error)}). Run \`pnpm --filter @foyer/devstack build\`.`,
    )
  })
  return fromSource
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
