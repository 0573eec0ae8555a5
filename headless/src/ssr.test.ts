// @vitest-environment node
import { expect, test } from 'vitest'

const globals = ['window', 'document', 'localStorage'] as const

test('behavior: importing @foyer/headless in Node touches no window, document or localStorage', async () => {
  // Each global is a proxy that records any use. `typeof window` guards (SSR detection in
  // libraries) do not count as a touch; reading or calling anything on them does.
  const touched: string[] = []
  for (const name of globals) {
    const record = (_: object, key: PropertyKey) => void touched.push(`${name}.${String(key)}`)
    ;(globalThis as Record<string, unknown>)[name] = new Proxy(
      {},
      {
        get: (target, key) => record(target, key),
        has: (target, key) => (record(target, key), false),
        set: (target, key) => (record(target, key), true),
      },
    )
  }
  try {
    const core = await import('./index.js')
    const react = await import('./react/index.js')
    expect(typeof core.createFoyer).toBe('function')
    expect(typeof react.FoyerProvider).toBe('function')
    expect(touched).toEqual([])
  } finally {
    for (const name of globals) delete (globalThis as Record<string, unknown>)[name]
  }
})
