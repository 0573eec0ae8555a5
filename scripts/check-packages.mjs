#!/usr/bin/env node
// Each published package, packed as npm would publish it, must pass `publint --strict` and
// are-the-types-wrong (ESM-only profile: Foyer ships ES modules only). Both tools are
// single-threaded, so the packages are checked a core each; each package's report is printed
// whole, in the order below.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { root } from './lib.mjs'

const packages = {
  headless: [],
  'ui-primitives': [],
  // A stylesheet has no type declarations to find; attw would report it as unresolved.
  'ui-default': ['--exclude-entrypoints', './styles.css'],
  wagmi: [],
  devstack: [],
}

const bin = (name) => join(root, 'node_modules/.bin', name)

/** Runs a command in `cwd`; resolves with its exit code and everything it printed. */
function capture(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
    child.on('error', (error) => resolve({ code: 1, output: `${command}: ${error.message}\n` }))
  })
}

async function check(name, attwOptions) {
  const cwd = join(root, name)
  const attw = ['--pack', '.', '--profile', 'esm-only', '--format', 'ascii', ...attwOptions]
  const results = [
    await capture(bin('publint'), ['--strict', '--pack', 'npm'], cwd),
    await capture(bin('attw'), attw, cwd),
  ]
  return {
    failed: results.filter((result) => result.code !== 0).length,
    output: results.map((result) => result.output).join(''),
  }
}

const names = Object.keys(packages)
const reports = {}
let next = 0
const worker = async () => {
  while (next < names.length) {
    const name = names[next++]
    reports[name] = await check(name, packages[name])
  }
}
await Promise.all(Array.from({ length: Math.min(names.length, availableParallelism()) }, worker))
let failed = 0
for (const name of names) {
  const { failed: count, output } = reports[name]
  console.log(`── ${name}${count ? ` (${count} check${count > 1 ? 's' : ''} failed)` : ''}`)
  process.stdout.write(output)
  failed += count
}
process.exitCode = failed ? 1 : 0
