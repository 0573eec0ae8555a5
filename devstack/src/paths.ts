import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cachedRoot: string | undefined

/** The `devstack/` package folder, found from this module whether it runs from src/ or dist/. */
export function packageRoot(): string {
  if (cachedRoot) return cachedRoot
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
        if (name === '@foyer/devstack') {
          cachedRoot = dir
          return dir
        }
      } catch {
        // keep walking up
      }
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @foyer/devstack package folder')
    dir = parent
  }
}

/** True when this code runs from TypeScript sources (Vitest), false from the built dist/. */
export const runningFromSource = (): boolean => import.meta.url.endsWith('.ts')

export const distPath = (...parts: string[]) => join(packageRoot(), 'dist', ...parts)
export const srcPath = (...parts: string[]) => join(packageRoot(), 'src', ...parts)
