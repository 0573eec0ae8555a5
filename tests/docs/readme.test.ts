import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

test.each(['foyer.ts', 'App.tsx', 'main.tsx', 'WalletActions.tsx', 'PayButton.tsx'])(
  'behavior: the README quick start is the demo’s own %s',
  (file) => {
    expect(read('README.md')).toContain(read(`playground/demo/src/${file}`))
  },
)

test('behavior: the README gives the two commands that .ci/run and package.json use', () => {
  const readme = read('README.md')
  expect(readme).toContain('npm start')
  expect(readme).toContain('npm test')
  expect(read('.ci/run')).toMatch(/^npm test$/m)
  const { scripts } = JSON.parse(read('package.json'))
  expect(scripts.start).toBe('node scripts/foyer.mjs start')
  expect(scripts.test).toBe('node scripts/foyer.mjs test')
})
