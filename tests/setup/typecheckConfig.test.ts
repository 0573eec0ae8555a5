import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The test command typechecks the packages in one program (tsconfig.typecheck.json), so each one's
// sources are checked once. That stands in for each package's own check only while the packages'
// tsconfig.json files have the program's options and it includes what each of them includes.

const root = new URL('../../', import.meta.url).pathname

/** tsconfig files are JSON with comments. */
const readConfig = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
    extends?: string
    compilerOptions?: Record<string, unknown>
    include?: string[]
    exclude?: string[]
  }

const union = readConfig('tsconfig.typecheck.json')

/** Every workspace folder with a tsconfig.json whose options are the program's. */
const members = ['headless', 'ui-primitives', 'ui-default', 'wagmi', 'devstack', 'tests']

test('behavior: each package the program stands in for has its options and is wholly included', () => {
  for (const folder of members) {
    const own = readConfig(`${folder}/tsconfig.json`)
    expect(own.extends, folder).toBe('../tsconfig.base.json')
    expect(own.compilerOptions, folder).toEqual(union.compilerOptions)
    expect(union.include, folder).toEqual(
      expect.arrayContaining((own.include ?? []).map((path) => `${folder}/${path}`)),
    )
    expect(union.exclude ?? [], folder).toEqual(
      expect.arrayContaining((own.exclude ?? []).map((path) => `${folder}/${path}`)),
    )
  }
})

test('behavior: the other workspace packages have typecheck scripts of their own, which the command runs', () => {
  const workspaces = ['playground', 'tests/bench/hosts']
  const command = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts
    .typecheck as string
  expect(command).toContain('tsc -p tsconfig.typecheck.json')
  for (const folder of workspaces) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'))
    expect(manifest.scripts?.typecheck, folder).toBeDefined()
    expect(command).toContain(`--filter ${manifest.name}`)
  }
  // Every folder with a tsconfig.json of its own is one of the two kinds.
  const withConfig = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((folder) => folder !== 'node_modules')
    .filter((folder) => readdirSync(join(root, folder)).includes('tsconfig.json'))
  expect(withConfig.sort()).toEqual(
    [...members, ...workspaces].filter((folder) => !folder.includes('/')).sort(),
  )
})
