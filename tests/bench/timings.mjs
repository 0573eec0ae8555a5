#!/usr/bin/env node
// Browser timings of the demo on the devstack, in Debian's Chromium: medians (and p90) over
// repeated runs, each in a fresh browser context. Starts the devstack and the built demo's
// preview server unless they already run. Run it with `pnpm bench:timings` (after `pnpm build` and the
// demo build); it fails when a median is over its budget.
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { benchLaunchOptions } from './launch.mjs'

const root = new URL('../..', import.meta.url).pathname
const DEMO = 'http://127.0.0.1:5173'
const HEALTH = 'http://127.0.0.1:8787/health'
const RUNS = Number(process.env.BENCH_RUNS ?? 15)

/** Budgets for the medians, in ms, on the 2-core reference machine. */
export const BUDGETS_MS = {
  'first paint of ConnectButton (page load)': 1000,
  'modal open, first time, 1 s after load': 200,
  'modal open, again': 150,
  'connect (wallet approves at once)': 600,
}

const up = async (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  )
const children = []
async function ensure(url, command, args) {
  if (await up(url)) return
  const child = spawn(command, args, { cwd: root, stdio: 'ignore', detached: true })
  children.push(child)
  for (let i = 0; i < 240 && !(await up(url)); i++) await new Promise((r) => setTimeout(r, 250))
  if (!(await up(url))) throw new Error(`${url} did not come up`)
}

const samples = Object.fromEntries(Object.keys(BUDGETS_MS).map((name) => [name, []]))
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

try {
  await ensure(HEALTH, process.execPath, ['devstack/bin/devstack.mjs'])
  await ensure(DEMO, 'npx', ['-y', 'pnpm@10.34.8', '--filter', '@foyer/playground', 'preview'])
  const browser = await chromium.launch(benchLaunchOptions)
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    await context.addInitScript(() =>
      localStorage.setItem('foyer-test-wallet:policy', JSON.stringify({ decision: 'approve' })),
    )
    const page = await context.newPage()
    const time = async (name, action) => {
      const started = performance.now()
      await action()
      samples[name].push(performance.now() - started)
    }
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await time('first paint of ConnectButton (page load)', async () => {
      await page.goto(DEMO)
      await connect.waitFor()
    })
    // A person reads the page before clicking; the pointer over the button fetches the modal's
    // code (the click moves the pointer there first).
    await page.waitForTimeout(1_000)
    await time('modal open, first time, 1 s after load', async () => {
      await connect.click()
      await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
    })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await time('modal open, again', async () => {
      await connect.click()
      await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
    })
    await time('connect (wallet approves at once)', async () => {
      await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
      await page.getByTestId('status').getByText('connected', { exact: true }).waitFor()
    })
    await context.close()
  }
  await browser.close()
  let over = 0
  console.log(`Browser timings, ${RUNS} runs each (median / p90, budget for the median):`)
  for (const [name, values] of Object.entries(samples)) {
    const median = quantile(values, 0.5)
    const budget = BUDGETS_MS[name]
    if (median > budget) over++
    console.log(
      `  ${name.padEnd(44)} ${median.toFixed(0).padStart(5)} ms / ${quantile(values, 0.9).toFixed(0).padStart(5)} ms  (budget ${budget} ms)${median > budget ? '  OVER' : ''}`,
    )
  }
  process.exitCode = over ? 1 : 0
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
}
