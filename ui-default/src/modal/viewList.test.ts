import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { View } from '@foyer/headless'
import { describe, expect, test } from 'vitest'
import { resolveView, UnavailableView } from './viewRegistry.js'
import { viewTitles } from './viewTitles.js'

const src = join(dirname(fileURLToPath(import.meta.url)), '..')
const views = Object.keys(viewTitles) as View[]
const shipped = (view: View) => resolveView(view, undefined).Component !== UnavailableView

/** The README's view table: each row's view ids and the hooks it lists. */
function readmeRows(): Array<{ views: string[]; hooks: string[] }> {
  const readme = readFileSync(join(src, '../README.md'), 'utf8')
  const table = readme.slice(readme.indexOf('## Views'))
  return [...table.matchAll(/^\| (`[^|]+`) \|[^|\n]+\| ([^|\n]+) \|$/gm)].map((row) => ({
    views: [...(row[1] ?? '').matchAll(/`(\w+)`/g)].map((name) => name[1] ?? ''),
    hooks: [...(row[2] ?? '').matchAll(/`(\w+)`/g)].map((name) => name[1] ?? ''),
  }))
}

/**
 * The hooks of `@foyer/headless/react` that a shipped view's code calls: its own file and every
 * file of ui-default it imports, followed. `useFoyer` is left out: no view may use it
 * (tests/deps/viewContract.test.ts), and the README names only what a host should call.
 */
function hooksOf(view: View): string[] {
  const hooks = new Set<string>()
  const seen = new Set<string>()
  const files = [join(src, 'views', view, `${view}View.tsx`)]
  for (let file = files.pop(); file; file = files.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, type, names = '', from = ''] of code.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
    )) {
      if (type) continue
      if (from === '@foyer/headless/react') {
        for (const name of names.split(',').map((part) => part.trim())) {
          if (/^use[A-Z]/.test(name) && name !== 'useFoyer') hooks.add(name)
        }
      } else if (from.startsWith('.') && !from.includes('.css')) {
        const base = join(dirname(file), from).replace(/\.js$/, '')
        const found = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path))
        if (found) files.push(found)
      }
    }
  }
  return [...hooks].sort()
}

describe('the README view list', () => {
  test('default: every view of the router has one row', () => {
    const listed = readmeRows().flatMap((row) => row.views)
    expect([...listed].sort()).toEqual([...views].sort())
  })

  test('behavior: each shipped view lists the hooks its code calls, the others none', () => {
    const rows = readmeRows()
    const listed = Object.fromEntries(
      rows.flatMap((row) => row.views.map((view) => [view, row.hooks])),
    )
    const expected = Object.fromEntries(
      views.map((view) => [view, shipped(view) ? hooksOf(view) : []]),
    )
    expect(listed).toEqual(expected)
  })
})
