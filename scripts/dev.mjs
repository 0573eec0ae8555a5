#!/usr/bin/env node
// `pnpm dev`: builds the packages, starts the devstack (anvil chains, provider API, test wallet)
// and the demo host app, and prints the demo's URL. Ctrl+C stops everything.
import { spawn } from 'node:child_process'
import { PNPM, root, run, waitForUrl } from './lib.mjs'

const DEMO_URL = 'http://127.0.0.1:5173'
const HEALTH_URL = 'http://127.0.0.1:8787/health'

if ((await run(PNPM[0], [...PNPM.slice(1), 'run', 'build'])) !== 0) process.exit(1)

const children = []
const start = (name, command, args) => {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n')
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)))
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)))
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited (${code}); stopping.`)
      stop(1)
    }
  })
  children.push(child)
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1_500).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

start('devstack', process.execPath, ['devstack/bin/devstack.mjs'])
await waitForUrl(HEALTH_URL, 120_000)
start('demo', PNPM[0], [...PNPM.slice(1), '--filter', '@foyer/playground', 'dev'])
await waitForUrl(DEMO_URL, 60_000)
console.log(
  `\nFoyer demo: ${DEMO_URL}\n(the devstack's URLs are listed above; Ctrl+C stops everything)\n`,
)
