import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

test('behavior: every stylesheet is compiled into styles.css', () => {
  const source = import.meta.dirname
  const listed = readFileSync(join(source, 'styles.ts'), 'utf8')
  const sheets = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => `./${relative(source, join(source, file)).replace(/\.ts$/, '.js')}`)
  expect(sheets.length).toBeGreaterThan(0)
  for (const sheet of sheets) expect(listed).toContain(`import '${sheet}'`)
})
