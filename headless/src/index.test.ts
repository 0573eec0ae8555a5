import { expect, test } from 'vitest'

// Each entry's public surface, reviewed name by name: a change here is a change of the API.
test('exports: the public surface changes only on purpose', async () => {
  const entries = {
    root: await import('./index.js'),
    react: await import('./react/index.js'),
    query: await import('./query/index.js'),
    testing: await import('./testing/index.js'),
    internal: await import('./internal/index.js'),
    embedded: await import('./embedded/index.js'),
    api: await import('./api/index.js'),
    siwx: await import('./siwx/index.js'),
  }
  const surface = Object.fromEntries(
    Object.entries(entries).map(([name, module]) => [name, Object.keys(module).sort()]),
  )
  expect(
    Object.fromEntries(Object.entries(surface).map(([name, keys]) => [name, keys.length])),
  ).toMatchInlineSnapshot(`
    {
      "api": 48,
      "embedded": 13,
      "internal": 18,
      "query": 41,
      "react": 49,
      "root": 317,
      "siwx": 19,
      "testing": 2,
    }
  `)
  expect(surface).toMatchSnapshot()
})

test('exports: no writable atom in the public root entry', async () => {
  const root: Record<string, unknown> = await import('./index.js')
  const atoms = Object.entries(root).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'write' in value,
  )
  expect(atoms.map(([name]) => name)).toEqual([])
})
