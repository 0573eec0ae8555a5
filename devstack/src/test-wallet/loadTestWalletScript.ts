import { existsSync, readFileSync } from 'node:fs'
import { distPath, runningFromSource, srcPath } from '../paths.js'

/** esbuild options shared with the package's `build:test-wallet` script. */
export const TEST_WALLET_BUILD_OPTIONS = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
} as const

let fromSource: Promise<string> | undefined

async function bundleFromSource(): Promise<string> {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    ...TEST_WALLET_BUILD_OPTIONS,
    entryPoints: [srcPath('test-wallet', 'browser.ts')],
    write: false,
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no test-wallet bundle')
  return output.text
}

/**
 * The browser bundle of the test wallet: `dist/test-wallet.js` when running the built package,
 * a fresh in-memory esbuild bundle of the sources when running from TypeScript (tests).
 */
export async function loadTestWalletScript(): Promise<string> {
  const built = distPath('test-wallet.js')
  if (!runningFromSource() && existsSync(built)) return readFileSync(built, 'utf8')
  fromSource ??= bundleFromSource().catch((error: unknown) => {
    fromSource = undefined
    if (existsSync(built)) return readFileSync(built, 'utf8')
    throw new Error(
      `Cannot bundle the test wallet (${String(error)}). Run \`pnpm --filter @foyer/devstack build\`.`,
    )
  })
  return fromSource
}
