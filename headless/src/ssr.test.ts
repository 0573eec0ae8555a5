// @vitest-environment node
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const globals = ['window', 'document', 'localStorage'] as const

const src = dirname(fileURLToPath(import.meta.url))
/** Every module of headless outside react/ and the tests. */
const coreModules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/\.test(-d)?\.ts$/.test(file))
  .filter((file) => !/^(react|test)\//.test(file))

test('behavior: importing @foyer/headless in Node touches no window, document or localStorage', async () => {
  // Each global is a proxy that records any use. `typeof window` guards (SSR detection in
  // libraries) do not count as a touch; reading or calling anything on them does.
  const touched: string[] = []
  for (const name of globals) {
    const record = (key: PropertyKey) => {
      touched.push(`${name}.${String(key)}`)
    }
    ;(globalThis as Record<string, unknown>)[name] = new Proxy(
      {},
      {
        get: (_, key) => record(key),
        has: (_, key) => {
          record(key)
          return false
        },
        set: (_, key) => {
          record(key)
          return true
        },
      },
    )
  }
  try {
    const core = await import('./index.js')
    const react = await import('./react/index.js')
    for (const file of coreModules) await import(join(src, file))
    expect(typeof core.createFoyer).toBe('function')
    expect(typeof react.FoyerProvider).toBe('function')
    expect(coreModules.length).toBeGreaterThan(80)
    expect(touched).toEqual([])
  } finally {
    for (const name of globals) delete (globalThis as Record<string, unknown>)[name]
  }
})
