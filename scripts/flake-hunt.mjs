#!/usr/bin/env node
// The flake hunt: every end-to-end file and every integration file run several times in a row
// (default 5), on one devstack, so a test that fails now and then shows itself. A failure it
// finds is a bug to fix at its cause; the suites never retry.
//
//   node scripts/flake-hunt.mjs [--times 5] [--no-build] [tests/e2e/… or tests/integration/… …]
//
// Needs what `npm test` installs (pnpm's packages, Chromium); builds the packages and the demo
// first (`--no-build` when they are built). Playwright repeats each file `--repeat-each` times
// in a row; Vitest has no such switch, so the integration files run as that many whole passes,
// one file at a time.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PNPM, root, run } from './lib.mjs'

const { values, positionals } = parseArgs({
  options: { times: { type: 'string', default: '5' }, 'no-build': { type: 'boolean' } },
  allowPositionals: true,
})
const times = Number(values.times)
if (!Number.isInteger(times) || times < 1) throw new Error('--times must be a whole number ≥ 1')
// Files or folders: `tests/e2e/…` for Playwright, `tests/integration/…` for Vitest.
const e2eFiles = positionals.filter((file) => file.includes('e2e'))
const integrationFiles = positionals.filter((file) => file.includes('integration'))
const all = positionals.length === 0

const pnpm = (...args) => run(PNPM[0], [...PNPM.slice(1), ...args])
const artifacts = join(root, '.artifacts')
await mkdir(artifacts, { recursive: true })

if (!values['no-build']) {
  if ((await pnpm('run', 'build')) !== 0) throw new Error('build failed')
  if ((await pnpm('--filter', '@foyer/playground', 'build')) !== 0) {
    throw new Error('demo build failed')
  }
}

/** Test titles that failed at least once, per file, with how many of their runs failed. */
const failures = new Map()
const fail = (file, title) => {
  const key = `${file} › ${title}`
  failures.set(key, (failures.get(key) ?? 0) + 1)
}

const started = Date.now()
if (all || e2eFiles.length) {
  const report = join(artifacts, 'flake-hunt-e2e.json')
  await run(
    PNPM[0],
    [
      ...PNPM.slice(1),
      'exec',
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      `--repeat-each=${times}`,
      '--reporter=dot,json',
      ...e2eFiles,
    ],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  )
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status !== 'passed' && result.status !== 'skipped') fail(file, spec.title)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file)
  }
  try {
    for (const suite of JSON.parse(await readFile(report, 'utf8')).suites) walk(suite, suite.file)
  } catch {
    fail('e2e', 'no report (the Playwright run did not finish)')
  }
}

if (all || integrationFiles.length) {
  for (let pass = 1; pass <= times; pass++) {
    const report = join(artifacts, `flake-hunt-integration-${pass}.json`)
    const files = integrationFiles.length ? integrationFiles : ['tests/integration']
    await pnpm(
      'exec',
      'vitest',
      'run',
      '--project',
      'tests (integration)',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    )
    try {
      for (const file of JSON.parse(await readFile(report, 'utf8')).testResults) {
        for (const test of file.assertionResults) {
          if (test.status === 'failed') fail(file.name.replace(`${root}`, ''), test.fullName)
        }
        if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
          fail(file.name.replace(`${root}`, ''), `(file failed) ${file.message ?? ''}`)
        }
      }
    } catch {
      fail('integration', `pass ${pass}: no report (the Vitest run did not finish)`)
    }
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1)
const summary = { times, minutes: Number(minutes), failures: Object.fromEntries(failures) }
await writeFile(
  join(artifacts, process.env.FLAKE_HUNT_REPORT ?? 'flake-hunt.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
)
console.log(`\nFlake hunt: every file ${times}× in ${minutes} min`)
if (failures.size === 0) console.log('No failure.')
for (const [test, count] of failures) console.log(`✘ ${count}/${times}  ${test}`)
process.exitCode = failures.size === 0 ? 0 : 1
