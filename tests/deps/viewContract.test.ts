import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/**
 * The files under ui-default's `views/` and `components/` in `repo` that name `useFoyer` (the
 * instance) outside comments: a view is markup on public hooks (ARCHITECTURE.md, the view
 * contract), and a host that swaps it has no instance to read. The dependency check cannot see
 * this one: `useFoyer` comes from `@foyer/headless/react`, the entry every view uses.
 */
async function instanceReaders(repo: string): Promise<string[]> {
  const found: string[] = []
  for (const folder of ['views', 'components']) {
    const base = join(repo, 'ui-default/src', folder)
    const files = await readdir(base, { recursive: true }).catch(() => [])
    for (const file of files.sort()) {
      if (!/\.tsx?$/.test(file) || /\.test(-d)?\.tsx?$/.test(file)) continue
      const code = (await readFile(join(base, file), 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
      if (/\buseFoyer\b/.test(code)) found.push(`ui-default/src/${folder}/${file}`)
    }
  }
  return found
}

describe('view contract: no view reads the instance', () => {
  test('behavior: the check finds a view that calls useFoyer', async () => {
    expect(await instanceReaders(resolve(import.meta.dirname, 'fixtures/broken'))).toEqual([
      'ui-default/src/views/Beta/useInstance.ts',
    ])
  })

  test('behavior: a view on public hooks passes, useFoyer named in a comment too', async () => {
    expect(await instanceReaders(resolve(import.meta.dirname, 'fixtures/sound'))).toEqual([])
  })

  test('behavior: the repository keeps it', async () => {
    expect(await instanceReaders(root)).toEqual([])
  })
})
