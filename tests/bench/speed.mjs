#!/usr/bin/env node
// The speed benchmark (issue #19): a Foyer host with every feature on against a baseline host
// (React 18 + wagmi + viem + TanStack Query and a bare <dialog>), both in tests/bench/hosts,
// built the same way with Vite, served gzip-compressed from loopback and loaded cold in Debian's
// Chromium, interleaved, in one run. Prints medians with min and max and checks the budgets as
// ratios to the baseline of the same run.
//
//   node tests/bench/speed.mjs                 a hand run: 10 rounds of the full visit and 40 of
//                                              the quick one (BENCH_ROUNDS, BENCH_QUICK_ROUNDS)
//   BENCH_CPU=4 node tests/bench/speed.mjs     the same with 4× CPU throttling (a mid-range phone)
//   BENCH_GATE=1 node tests/bench/speed.mjs    exit 1 when an enforced budget is not met (CI)
//   BENCH_JSON=run.json node tests/bench/speed.mjs   also writes the figures, the paired rounds
//                                              and the budgets' results to run.json
//
// Each round visits both hosts, in alternating order. The full visit waits for the network to
// rest, points at the button, presses it, and measures the open modal (heap, All Wallets). The
// quick visit presses the button as soon as it shows; its rounds are cheap, so there are enough
// of them for the timing budgets to compare the two hosts round by round.
//
// Needs the built packages (`pnpm build`) and the devstack's provider API for the test wallet
// script and the Foyer host's services; starts the devstack unless it already runs.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { withKernelModules } from './kernel.mjs'
import { benchLaunchOptions } from './launch.mjs'
import { BUDGETS, evaluateBudgets, FEATURE_CODE } from './speedBudgets.mjs'

const root = new URL('../..', import.meta.url).pathname
const hostsDir = join(import.meta.dirname, 'hosts')
const HOSTS = ['baseline', 'full']
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const QUICK_ROUNDS = Number(process.env.BENCH_QUICK_ROUNDS ?? 40)
const CPU = Number(process.env.BENCH_CPU ?? 1)
const GATE = process.env.BENCH_GATE === '1'
/** How long the pointer rests on the button before the press, in the idle visit. */
const DWELL_MS = 200
const HEALTH = 'http://127.0.0.1:8787/health'
/** Every origin the hosts configure (devstack services, chains, the Solana cluster). */
const CONFIGURED = [
  'http://127.0.0.1:8787',
  'ws://127.0.0.1:8789',
  'http://127.0.0.1:8790',
  'http://127.0.0.1:8545',
  'http://127.0.0.1:8546',
  'http://127.0.0.1:8899',
  'ws://127.0.0.1:8900',
]

/** Builds one host; answers its files and which source modules each JS file holds. */
async function buildHost(name, outDir) {
  const modulesOf = {}
  await build({
    root: join(hostsDir, name),
    configFile: false,
    logLevel: 'error',
    plugins: [
      react(),
      {
        name: 'bench-modules',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk')
              modulesOf[chunk.fileName] = withKernelModules(chunk.moduleIds)
          }
        },
      },
    ],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  })
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
  // The initial part: the HTML entry's chunk and its static imports, transitively.
  const initial = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  let initialGzip = 0
  for (const file of initial) initialGzip += gzipSync(await readFile(join(outDir, file))).length
  return { outDir, modulesOf, initialFiles: initial.size, initialFileSet: initial, initialGzip }
}

/** A static server for one built host, gzip like a production CDN. */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const cache = new Map()
  const server = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname
    const file = join(dir, path === '/' ? 'index.html' : path)
    try {
      if (!cache.has(file)) cache.set(file, gzipSync(await readFile(file)))
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': 'no-store',
        'timing-allow-origin': '*',
      })
      response.end(cache.get(file))
    } catch {
      response.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  )
}

/** In the page: the button's first frame, the click's frames, long tasks. */
function instrument() {
  const bench = { longTasks: [] }
  window.__bench = bench
  const own = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(location.origin) && entry.name.endsWith('.js'))
  bench.ownScripts = () => own().map((entry) => [entry.name, entry.encodedBodySize])
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  // Event Timing: from the press to the presentation of the frame painted after its handlers
  // (what INP reads), in steps of 8 ms. Chromium reports only events of 16 ms or more.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click' && bench.clickPainted === undefined)
        bench.clickPainted = entry.duration
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  const findButton = () =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Connect Wallet')
  const waitForButton = () => {
    if (findButton()) {
      bench.button = performance.now()
      bench.scriptsAtButton = own().length
      bench.longTasksAtButton = bench.longTasks.length
    } else requestAnimationFrame(waitForButton)
  }
  requestAnimationFrame(waitForButton)
  addEventListener(
    'click',
    (event) => {
      if (bench.clicked !== undefined) return
      bench.clicked = event.timeStamp
      const dialog = () => document.querySelector('dialog[open], [role="dialog"]')
      const frame = () => {
        const open = dialog()
        if (open && bench.dialog === undefined && open.getBoundingClientRect().height > 0)
          bench.dialog = performance.now() - bench.clicked
        const wallet =
          open &&
          [...open.querySelectorAll('button')].find((b) =>
            b.textContent.includes('Foyer Test Wallet'),
          )
        if (wallet) bench.content = performance.now() - bench.clicked
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true },
  )
}

/** Resolves when no new resource has been fetched for `quietMs`. */
async function networkQuiet(page, quietMs = 2000) {
  let count = -1
  let since = Date.now()
  for (let i = 0; i < 80; i++) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (now !== count) [count, since] = [now, Date.now()]
    else if (Date.now() - since >= quietMs) return
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * In the open modal: All Wallets (the devstack's directory of more than 1000 wallets), then a
 * search typed at once; answers the time from the last keystroke to the first frame that paints
 * a matching wallet (the 300 ms rest before the search is asked for included).
 */
async function searchAllWallets(page) {
  await page.getByTestId('all-wallets-entry').click()
  const search = page.getByRole('searchbox', { name: 'Search wallets' })
  await search.waitFor()
  await page.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first().waitFor()
  const painted = page.evaluate(
    () =>
      new Promise((resolve) => {
        const input = document.querySelector('input[type="search"]')
        let typed
        input.addEventListener('input', (event) => {
          typed = event.timeStamp
        })
        const frame = () => {
          const list = document.querySelector('[aria-label="All wallets"]')
          // The search's answer is on screen: every row painted is a match (the unsearched
          // list shows Trust Wallet too, among others).
          const rows = list ? [...list.querySelectorAll('button')] : []
          const match = rows.length > 0 && rows.every((b) => /trust/i.test(b.textContent))
          if (typed !== undefined && match && input.value === 'Trust')
            resolve(performance.now() - typed)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
  await search.fill('Trust')
  return painted
}

async function visit(browser, host, { eager }) {
  const context = await browser.newContext()
  await context.addInitScript(instrument)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  const foreign = new Set()
  page.on('request', (request) => {
    const { origin, protocol, host: h } = new URL(request.url())
    const o = protocol.startsWith('ws') ? `${protocol}//${h}` : origin
    if (!request.url().startsWith(host.url) && !CONFIGURED.includes(o) && protocol !== 'data:')
      foreign.add(o)
  })
  const started = Date.now()
  await page.goto(host.url)
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  await page.waitForFunction(() => window.__bench.button !== undefined)
  const sample = {}
  if (!eager) await networkQuiet(page)
  const before = await page.evaluate(() => ({
    scripts: window.__bench.ownScripts(),
    button: window.__bench.button,
    scriptsAtButton: window.__bench.scriptsAtButton,
    longTasks: window.__bench.longTasks,
  }))
  if (!eager) {
    // A visitor's pointer comes to rest on the button a moment before pressing it: the intent
    // Foyer fetches the modal's code on. The eager visit clicks without that moment.
    await button.hover()
    await new Promise((resolve) => setTimeout(resolve, DWELL_MS))
  }
  await button.click()
  await page.waitForFunction(() => window.__bench.content !== undefined, null, { timeout: 20_000 })
  const after = await page.evaluate(() => ({
    dialog: window.__bench.dialog,
    content: window.__bench.content,
    // Under 16 ms the entry is not reported: the frame came within one, counted as 16.
    painted: window.__bench.clickPainted ?? 16,
  }))
  if (eager) {
    sample['navigation → button (ms)'] = before.button
    sample['click → dialog, right after the button (ms)'] = after.dialog
    sample['click → next paint (Event Timing), right after the button (ms)'] = after.painted
    sample['click → Connect content, right after the button (ms)'] = after.content
  } else {
    sample['JS files before the button'] = before.scriptsAtButton
    sample['JS fetched before the click (KiB gz)'] =
      before.scripts.reduce((sum, [, size]) => sum + size, 0) / 1024
    sample['long tasks before the click (ms, total)'] = before.longTasks.reduce((a, b) => a + b, 0)
    sample['click → dialog, after 200 ms over the button (ms)'] = after.dialog
    sample['click → next paint (Event Timing), after hovering (ms)'] = after.painted
    sample['click → Connect content, after 200 ms over it (ms)'] = after.content
    await cdp.send('HeapProfiler.collectGarbage')
    sample['JS heap, modal open (MiB)'] =
      (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20
    sample.fetchedBeforeClick = before.scripts.map(([name]) => new URL(name).pathname.slice(1))
    if (host.allWallets) sample.allWalletsSearch = await searchAllWallets(page)
  }
  sample.foreignHosts = [...foreign]
  sample.wallMs = Date.now() - started
  await context.close()
  return sample
}

/** Numbers a visit answers that are not figures of the table (the search has a line of its own). */
const NOT_MEDIANS = ['wallMs', 'allWalletsSearch']
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

let devstack
const up = () =>
  fetch(HEALTH).then(
    (r) => r.ok,
    () => false,
  )
const workDir = await mkdtemp(join(tmpdir(), 'foyer-speed-'))
const servers = []
try {
  if (!(await up())) {
    devstack = spawn(process.execPath, ['devstack/bin/devstack.mjs'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    })
    for (let i = 0; i < 240 && !(await up()); i++) await new Promise((r) => setTimeout(r, 250))
    if (!(await up())) throw new Error('the devstack did not come up')
  }
  const hosts = {}
  for (const name of HOSTS) {
    hosts[name] = await buildHost(name, join(workDir, name))
    hosts[name].allWallets = name === 'full'
    const { server, url } = await serve(hosts[name].outDir)
    servers.push(server)
    hosts[name].url = url
  }
  const browser = await chromium.launch(benchLaunchOptions)
  // Per kind of visit (`idle`: the full visit, the page at rest before the press; `quick`) and
  // host, one sample per round, in round order.
  const samples = { idle: {}, quick: {} }
  const rounds = async (kind, count) => {
    for (const name of HOSTS) samples[kind][name] = []
    for (let round = 0; round < count; round++) {
      // Interleaved, the order alternating, so drift in the machine's load hits both hosts alike.
      const order = round % 2 ? [...HOSTS].reverse() : HOSTS
      for (const name of order)
        samples[kind][name].push(await visit(browser, hosts[name], { eager: kind === 'quick' }))
    }
  }
  // One warm-up visit per host (the OS file cache, Chromium's first-use costs), not counted.
  for (const name of HOSTS) await visit(browser, hosts[name], { eager: false })
  await rounds('idle', ROUNDS)
  await rounds('quick', QUICK_ROUNDS)
  await browser.close()

  const metrics = []
  const figures = {}
  /** Per timing metric of the quick visit, each host's values by round: the paired budgets' data. */
  const paired = {}
  for (const name of HOSTS) {
    figures[name] = {
      'initial JS (KiB gz)': hosts[name].initialGzip / 1024,
      'initial JS files': hosts[name].initialFiles,
    }
    for (const kind of ['idle', 'quick']) {
      const first = samples[kind][name][0]
      for (const metric of Object.keys(first)) {
        if (typeof first[metric] !== 'number' || NOT_MEDIANS.includes(metric)) continue
        if (!metrics.includes(metric)) metrics.push(metric)
        const values = samples[kind][name].map((sample) => sample[metric])
        if (kind === 'quick') paired[metric] = { ...paired[metric], [name]: values }
        figures[name][metric] = median(values)
        figures[name][`${metric} [min]`] = Math.min(...values)
        figures[name][`${metric} [max]`] = Math.max(...values)
      }
    }
  }
  const all = (name) => [...samples.idle[name], ...samples.quick[name]]
  for (const name of HOSTS)
    figures[name]['requests to unconfigured hosts'] = new Set(
      all(name).flatMap((sample) => sample.foreignHosts),
    ).size
  // Which source modules the Foyer host fetched before the click, by feature.
  const fetched = new Set(samples.idle.full.flatMap((sample) => sample.fetchedBeforeClick))
  const featureCode = {}
  for (const [feature, pattern] of Object.entries(FEATURE_CODE)) {
    featureCode[feature] = [...fetched].filter((file) =>
      (hosts.full.modulesOf[file] ?? []).some((id) => pattern.test(id)),
    )
  }
  const foreignHosts = [
    ...new Set(HOSTS.flatMap((name) => all(name).flatMap((s) => s.foreignHosts))),
  ]

  const fmt = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1))
  console.log(
    `Speed benchmark: ${ROUNDS} interleaved rounds of the full visit and ${QUICK_ROUNDS} of the quick one, CPU ×${CPU}, ${new Date().toISOString()}`,
  )
  console.log(`${'metric'.padEnd(52)} ${'baseline (median [min–max])'.padEnd(30)} full`)
  for (const metric of [
    'initial JS (KiB gz)',
    'initial JS files',
    ...metrics,
    'requests to unconfigured hosts',
  ]) {
    const cell = (name) => {
      const f = figures[name]
      return f[`${metric} [min]`] === undefined
        ? fmt(f[metric])
        : `${fmt(f[metric])} [${fmt(f[`${metric} [min]`])}–${fmt(f[`${metric} [max]`])}]`
    }
    console.log(`${metric.padEnd(52)} ${cell('baseline').padEnd(30)} ${cell('full')}`)
  }
  const searches = samples.idle.full.map((sample) => sample.allWalletsSearch)
  console.log(
    `${'All Wallets (1000+), search typed → results painted (ms)'.padEnd(52)} ${'—'.padEnd(30)} ${fmt(median(searches))} [${fmt(Math.min(...searches))}–${fmt(Math.max(...searches))}] (the 300 ms rest included)`,
  )
  for (const [feature, files] of Object.entries(featureCode))
    console.log(
      `${feature} code fetched before the click: ${files.length ? files.join(', ') : 'none'}`,
    )
  if (process.env.BENCH_LIST === '1') {
    const initial = hosts.full.initialFileSet
    console.log('Foyer host, fetched before the click beyond the initial part:')
    for (const file of fetched)
      if (!initial.has(file))
        console.log(
          `  ${file}: ${(hosts.full.modulesOf[file] ?? []).map((id) => id.replace(/^.*\/(node_modules|headless|ui-default|ui-primitives)\//, '$1/')).join(' ')}`,
        )
  }
  if (foreignHosts.length) console.log(`requests to unconfigured hosts: ${foreignHosts.join(', ')}`)

  const results = evaluateBudgets({
    baseline: figures.baseline,
    full: figures.full,
    featureCode,
    paired,
    cpu: CPU,
  })
  console.log(
    '\nBudgets (the Foyer host against the baseline of this run; "tied": over by the medians, not by enough to tell):',
  )
  for (const r of results)
    console.log(
      `  ${r.status === 'missed' ? (r.enforced ? 'FAIL' : 'open') : r.status.padEnd(4)}  ${r.name}: ${r.detail}`,
    )
  if (process.env.BENCH_JSON)
    await writeFile(process.env.BENCH_JSON, JSON.stringify({ figures, paired, results }, null, 1))
  const failed = results.filter((r) => r.enforced && r.status === 'missed')
  if (GATE && failed.length) process.exitCode = 1
} finally {
  for (const server of servers) server.close()
  if (devstack) {
    try {
      process.kill(-devstack.pid, 'SIGTERM')
    } catch {}
  }
  await rm(workDir, { recursive: true, force: true })
}

export { BUDGETS }
