#!/usr/bin/env node
// The two commands of the README, runnable on a machine with only Node.js and npm:
//   npm start  installs what is needed, then starts the devstack and the demo (pnpm dev);
//   npm test   installs what is needed (Chromium included), then runs the whole suite.
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PNPM, root, run } from './lib.mjs'

const command = process.argv[2]
const pnpm = (...args) => run(PNPM[0], [...PNPM.slice(1), ...args])

async function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : []
  if ((await pnpm('install', ...frozen)) !== 0) throw new Error('pnpm install failed')
}

/** Debian's Chromium drives the browser tests; Playwright never downloads a browser here. */
async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: install it with `sudo apt-get install -y chromium`')
  }
  console.log('Installing Debian Chromium for the browser tests…')
  if ((await run('apt-get', ['update', '-qq'])) !== 0) throw new Error('apt-get update failed')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) {
    throw new Error('apt-get install chromium failed')
  }
}

/** Each stage of the suite, in order; a failing stage fails the run, later stages still run. */
const stages = [
  ['lint (Biome)', () => pnpm('exec', 'biome', 'check', '.')],
  ['build packages', () => pnpm('run', 'build')],
  ['typecheck', () => pnpm('run', 'typecheck')],
  ['build demo', () => pnpm('--filter', '@foyer/playground', 'build')],
  [
    'unit and integration tests (Vitest, with coverage)',
    () =>
      pnpm(
        'exec',
        'vitest',
        'run',
        '--coverage',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.artifacts/vitest.json',
      ),
  ],
  ['bundle size budget', () => run(process.execPath, ['tests/bench/size.mjs'])],
  [
    'packages (publint, are-the-types-wrong)',
    () => run(process.execPath, ['scripts/check-packages.mjs']),
  ],
  [
    'end-to-end tests (Playwright, Debian Chromium)',
    () => pnpm('exec', 'playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'),
  ],
  [
    'speed against the baseline host (Chromium, 5 full rounds and 40 quick ones)',
    () =>
      run(process.execPath, ['tests/bench/speed.mjs'], {
        env: { ...process.env, BENCH_ROUNDS: '5', BENCH_QUICK_ROUNDS: '40', BENCH_GATE: '1' },
      }),
  ],
]

async function count(file, read) {
  try {
    return read(JSON.parse(await readFile(join(root, file), 'utf8')))
  } catch {
    return { passed: 0, failed: 0, names: [] }
  }
}

/** Playwright's JSON report nests suites; a spec failed when none of its tests ended as expected. */
function failedSpecs(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => [...titles, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...failedSpecs(suite.suites, [...titles, suite.title]),
  ])
}

async function test() {
  await install()
  await ensureChromium()
  await mkdir(join(root, '.artifacts'), { recursive: true })
  const failedStages = []
  for (const [name, stage] of stages) {
    console.log(`\n▶ ${name}`)
    const started = Date.now()
    const code = await stage()
    console.log(
      `${code === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    if (code !== 0) failedStages.push(name)
  }
  const vitest = await count('.artifacts/vitest.json', (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    names: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
    ),
  }))
  const e2e = await count('.artifacts/e2e.json', (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    names: failedSpecs(report.suites),
  }))
  // The names of what failed come last, so a log cut to its tail still says what to look at.
  for (const name of [...vitest.names, ...e2e.names]) console.log(`✘ ${name}`)
  console.log(`\nVitest: ${vitest.passed} passed, ${vitest.failed} failed`)
  console.log(`Playwright: ${e2e.passed} passed, ${e2e.failed} failed`)
  if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`)
  const failed =
    vitest.failed + e2e.failed + (failedStages.length && !(vitest.failed + e2e.failed) ? 1 : 0)
  console.log(`${vitest.passed + e2e.passed} passed, ${failed} failed`)
  return failedStages.length === 0 ? 0 : 1
}

try {
  if (command === 'start') {
    await install()
    process.exitCode = await run(process.execPath, ['scripts/dev.mjs'])
  } else if (command === 'test') {
    process.exitCode = await test()
  } else {
    console.error('usage: node scripts/foyer.mjs start|test')
    process.exitCode = 2
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
