#!/usr/bin/env node
// Each published package, packed as npm would publish it, must pass `publint --strict` and
// are-the-types-wrong (ESM-only profile: Foyer ships ES modules only).
import { join } from 'node:path'
import { root, run } from './lib.mjs'

const packages = {
  headless: [],
  'ui-primitives': [],
  // A stylesheet has no type declarations to find; attw would report it as unresolved.
  'ui-default': ['--exclude-entrypoints', './styles.css'],
  wagmi: [],
  devstack: [],
}

const bin = (name) => join(root, 'node_modules/.bin', name)
let failed = 0
for (const [name, attwOptions] of Object.entries(packages)) {
  const cwd = join(root, name)
  const quiet = { cwd, stdio: ['ignore', 'inherit', 'inherit'] }
  if ((await run(bin('publint'), ['--strict', '--pack', 'npm'], quiet)) !== 0) failed++
  const attw = ['--pack', '.', '--profile', 'esm-only', '--format', 'ascii', ...attwOptions]
  if ((await run(bin('attw'), attw, quiet)) !== 0) failed++
}
process.exitCode = failed ? 1 : 0
