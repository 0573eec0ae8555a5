import { existsSync, readFileSync } from 'node:fs'
import { distPath, runningFromSource, srcPath } from '../paths.js'

/** The frame server's browser bundles: the frame page and the passkey page. */
const bundles = {
  frame: { dist: 'frame.js', entry: 'browser.ts' },
  passkey: { dist: 'frame-passkey.js', entry: 'passkeyBrowser.ts' },
} as const

const fromSource = new Map<keyof typeof bundles, Promise<string>>()

/**
 * A browser bundle of the frame server: `dist/<file>` when running the built package, an
 * in-memory esbuild bundle of `src/frame/page/<entry>` when running from TypeScript (tests).
 * `frame` is the frame page (`/frame.js`), `passkey` the passkey page (`/passkey.js`).
 */
export async function loadFrameScript(name: keyof typeof bundles = 'frame'): Promise<string> {
  const { dist, entry } = bundles[name]
  const built = distPath(dist)
  if (!runningFromSource() && existsSync(built)) return readFileSync(built, 'utf8')
  let bundle = fromSource.get(name)
  if (!bundle) {
    bundle = (async () => {
      const esbuild = await import('esbuild')
      const result = await esbuild.build({
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        entryPoints: [srcPath('frame', 'page', entry)],
        write: false,
      })
      const output = result.outputFiles[0]
      if (!output) throw new Error(`esbuild produced no ${name} bundle`)
      return output.text
    })().catch((error: unknown) => {
      fromSource.delete(name)
      if (existsSync(built)) return readFileSync(built, 'utf8')
      throw new Error(`Cannot bundle the ${name} page (${String(error)}). Build @foyer/devstack.`)
    })
    fromSource.set(name, bundle)
  }
  return bundle
}
