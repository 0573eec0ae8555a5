import { existsSync, readFileSync } from 'node:fs'
import { distPath, runningFromSource, srcPath } from './paths.js'

/** What the package's `build` script passes esbuild for each browser bundle (package.json). */
const BROWSER_BUILD_OPTIONS = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
} as const

const fromSource = new Map<string, Promise<string>>()

/**
 * One of the devstack's browser bundles (test wallets, frame pages): `dist/<dist>` when running
 * the built package; when running from TypeScript (tests), an in-memory esbuild bundle of
 * `src/<entry…>`, made once. A failed bundle is forgotten (the next call tries again) and falls
 * back to `dist/<dist>` if there is one.
 */
export function loadBrowserBundle(parameters: {
  /** Its name in `dist/`, e.g. `test-wallet.js`. */
  dist: string
  /** Its entry's path under `src/`, e.g. `['test-wallet', 'browser.ts']`. */
  entry: readonly string[]
}): Promise<string> {
  const built = distPath(parameters.dist)
  if (!runningFromSource() && existsSync(built)) return Promise.resolve(readFileSync(built, 'utf8'))
  let bundle = fromSource.get(parameters.dist)
  if (!bundle) {
    bundle = (async () => {
      const esbuild = await import('esbuild')
      const result = await esbuild.build({
        ...BROWSER_BUILD_OPTIONS,
        entryPoints: [srcPath(...parameters.entry)],
        write: false,
      })
      const output = result.outputFiles[0]
      if (!output) throw new Error(`esbuild produced no ${parameters.dist}`)
      return output.text
    })().catch((error: unknown) => {
      fromSource.delete(parameters.dist)
      if (existsSync(built)) return readFileSync(built, 'utf8')
      throw new Error(
        `Cannot bundle ${parameters.dist} (${String(error)}). Run \`pnpm --filter @foyer/devstack build\`.`,
      )
    })
    fromSource.set(parameters.dist, bundle)
  }
  return bundle
}
