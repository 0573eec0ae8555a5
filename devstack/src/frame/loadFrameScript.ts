import { existsSync, readFileSync } from 'node:fs'
import { distPath, runningFromSource, srcPath } from '../paths.js'

let fromSource: Promise<string> | undefined

/**
 * The frame page's browser bundle: `dist/frame.js` when running the built package, an
 * in-memory esbuild bundle of `src/frame/page/browser.ts` when running from TypeScript (tests).
 */
export async function loadFrameScript(): Promise<string> {
  const built = distPath('frame.js')
  if (!runningFromSource() && existsSync(built)) return readFileSync(built, 'utf8')
  fromSource ??= (async () => {
    const esbuild = await import('esbuild')
    const result = await esbuild.build({
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      entryPoints: [srcPath('frame', 'page', 'browser.ts')],
      write: false,
    })
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no frame bundle')
    return output.text
  })().catch((error: unknown) => {
    fromSource = undefined
    if (existsSync(built)) return readFileSync(built, 'utf8')
    throw new Error(`Cannot bundle the frame page (${String(error)}). Build @foyer/devstack.`)
  })
  return fromSource
}
