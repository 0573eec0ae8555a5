#!/usr/bin/env node
// Starts the Foyer devstack (two anvil chains, the Solana RPC, the WalletConnect relay, the HTTP
// server) from dist/, prints every URL, and stops cleanly on SIGINT/SIGTERM.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const entry = join(root, 'dist', 'index.js')
const testWallet = join(root, 'dist', 'test-wallet.js')

if (!existsSync(entry) || !existsSync(testWallet)) {
  console.error(
    '[devstack] The devstack is not built (devstack/dist is missing).\n' +
      '[devstack] Build it first:  pnpm --filter @foyer/devstack build',
  )
  process.exit(1)
}

const { startDevstack } = await import(pathToFileURL(entry).href)

let devstack
try {
  devstack = await startDevstack()
} catch (error) {
  console.error(`[devstack] failed to start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const { urls, started } = devstack
console.log('Foyer devstack is up:')
for (const [name, url] of Object.entries(urls)) console.log(`${name}: ${url}`)
const reused = Object.entries(started)
  .filter(([, wasStarted]) => !wasStarted)
  .map(([name]) => name)
if (reused.length > 0) console.log(`(already running, reused: ${reused.join(', ')})`)
console.log('Press Ctrl+C to stop.')

let stopping = false
const shutdown = async (signal) => {
  if (stopping) return
  stopping = true
  console.log(`\n[devstack] ${signal}: stopping…`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  try {
    await devstack.stop()
  } finally {
    process.exit(0)
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal))
