import { existsSync, readFileSync } from 'node:fs'
import { Hono } from 'hono'
import type { DevstackContext } from '../context.js'
import { distPath, runningFromSource, srcPath } from '../paths.js'
import { TEST_WALLET_BUILD_OPTIONS } from '../test-wallet/loadTestWalletScript.js'
import { DEVSTACK_SOLANA_RPC_URL } from './constants.js'
import type { SolanaTestWalletScriptConfig } from './wallet/browser.js'

let fromSource: Promise<string> | undefined

/**
 * The Solana test wallet's browser bundle: `dist/solana-test-wallet.js` from the built package,
 * a fresh in-memory esbuild bundle of the sources when running from TypeScript (tests).
 */
export async function loadSolanaTestWalletScript(): Promise<string> {
  const built = distPath('solana-test-wallet.js')
  if (!runningFromSource() && existsSync(built)) return readFileSync(built, 'utf8')
  fromSource ??= (async () => {
    const esbuild = await import('esbuild')
    const result = await esbuild.build({
      ...TEST_WALLET_BUILD_OPTIONS,
      entryPoints: [srcPath('solana', 'wallet', 'browser.ts')],
      write: false,
    })
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no solana-test-wallet bundle')
    return output.text
  })().catch((error: unknown) => {
    fromSource = undefined
    if (existsSync(built)) return readFileSync(built, 'utf8')
    throw new Error(
      `Cannot bundle the Solana test wallet (${String(error)}). Run \`pnpm --filter @foyer/devstack build\`.`,
    )
  })
  return fromSource
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
  return new Hono().get('/solana-test-wallet.js', async (c) => {
    const script = await loadSolanaTestWalletScript()
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    return c.body(prelude + script)
  })
}
