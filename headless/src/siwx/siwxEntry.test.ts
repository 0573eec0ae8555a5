// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, test } from 'vitest'

const src = resolve(import.meta.dirname, '..')
const packageJson = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8'))

test('default: @foyer/headless/siwx loads in Node, with no DOM and no React', async () => {
  expect(typeof document).toBe('undefined')
  expect(typeof window).toBe('undefined')
  const entry = packageJson.exports['./siwx']
  expect(entry).toEqual({
    '@foyer/source': './src/siwx/index.ts',
    types: './dist/siwx/index.d.ts',
    default: './dist/siwx/index.js',
  })
  const siwx = await import(join(src, '..', entry['@foyer/source']))
  expect(typeof siwx.verifySiwxMessage).toBe('function')
  const store = siwx.createSiwxNonceStore()
  const message = siwx.createSiwxMessage({
    chainId: 'eip155:1',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    nonce: await store.issueNonce(),
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
  })
  expect(siwx.parseSiwxMessage(message).domain).toBe('example.com')
})

/** The modules `file` imports at run time (`import type` and `export type` left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)].map(
    (match) => resolve(dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts')),
  )
}

test('behavior: the root entry never loads the siwx layer (viem stays off the first page)', () => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of runtimeImports(file)) visit(next)
  }
  visit(join(src, 'index.ts'))
  expect(seen.size).toBeGreaterThan(50)
  expect([...seen].filter((file) => file.includes(`${join(src, 'siwx')}/`))).toEqual([])
  // And the walk does see the layer from its own entry.
  seen.clear()
  visit(join(src, 'siwx/index.ts'))
  expect([...seen].some((file) => file.endsWith('siwx/verifySiwxMessage.ts'))).toBe(true)
})
