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

/**
 * Installs each browser global as a proxy that records any use. `typeof window` guards (SSR
 * detection in libraries) do not count as a touch; reading or calling anything on them does.
 */
function recordTouches(): { touched: string[]; restore(): void } {
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
  return {
    touched,
    restore: () => {
      for (const name of globals) delete (globalThis as Record<string, unknown>)[name]
    },
  }
}

test('behavior: importing @foyer/headless in Node touches no window, document or localStorage', async () => {
  const { touched, restore } = recordTouches()
  try {
    const core = await import('./index.js')
    const react = await import('./react/index.js')
    for (const file of coreModules) await import(join(src, file))
    expect(typeof core.createFoyer).toBe('function')
    expect(typeof react.FoyerProvider).toBe('function')
    expect(coreModules.length).toBeGreaterThan(80)
    expect(touched).toEqual([])
  } finally {
    restore()
  }
})

test('behavior: createFoyer and a server render touch nothing of the browser until mount', async () => {
  const { createFoyer } = await import('./store/createFoyer.js')
  const { getAccount } = await import('./actions/getAccount.js')
  const { openModal } = await import('./actions/openModal.js')
  const { evmAdapter } = await import('./adapters/evm.js')
  const { mainnet } = await import('viem/chains')
  const { touched, restore } = recordTouches()
  try {
    const foyer = createFoyer({ projectId: 'ssr', networks: [mainnet], adapters: [evmAdapter()] })
    expect(getAccount(foyer).status).toBe('disconnected')
    openModal(foyer)
    expect(touched).toEqual([])
  } finally {
    restore()
  }
})
