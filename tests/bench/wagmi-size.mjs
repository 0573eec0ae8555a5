#!/usr/bin/env node
// What Foyer adds to a wagmi app (README "Already on wagmi?"): a plain wagmi app (injected
// connector, its own connect button) against the same app with Foyer as its modal
// (@foyer/wagmi, FoyerProvider, ConnectButton, FoyerModal), both bundled by Rolldown (Vite's
// bundler) from the packages' dist with react and react-dom external, as size.mjs does. Prints
// the gzip bytes loaded before the modal opens (entry chunk and its static imports) and in all.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const here = import.meta.dirname

async function measure(entry) {
  const bundle = await rolldown({
    input: join(here, entry),
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    onLog: (level, log) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') console.error(`rolldown ${level}: ${log.message}`)
    },
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true })
  await bundle.close()
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const initial = new Set()
  const visit = (name) => {
    if (initial.has(name) || !chunks.has(name)) return
    initial.add(name)
    for (const imported of chunks.get(name).imports) visit(imported)
  }
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName)
  let initialBytes = 0
  let totalBytes = 0
  /** Minified bytes of the initial part per package, to show where the difference goes. */
  const packages = {}
  for (const [name, chunk] of chunks) {
    const size = gzipSync(chunk.code, { level: 9 }).length
    totalBytes += size
    if (!initial.has(name)) continue
    initialBytes += size
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
      const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)
      const key =
        match?.[1] ??
        (/\/(headless|ui-default|ui-primitives|wagmi)\/dist\//.exec(id)?.[1]
          ? `@foyer/${/\/(headless|ui-default|ui-primitives|wagmi)\/dist\//.exec(id)[1]}`
          : 'app')
      packages[key] = (packages[key] ?? 0) + renderedLength
    }
  }
  return { initialBytes, totalBytes, packages }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const plain = await measure('wagmi-plain-entry.tsx')
const foyer = await measure('wagmi-foyer-entry.tsx')
console.log(
  `plain wagmi app: initial ${kib(plain.initialBytes)} gzip, all ${kib(plain.totalBytes)}`,
)
console.log(
  `with Foyer:      initial ${kib(foyer.initialBytes)} gzip, all ${kib(foyer.totalBytes)}`,
)
console.log(
  `Foyer adds: ${kib(foyer.initialBytes - plain.initialBytes)} gzip before the modal opens, ${kib(foyer.totalBytes - plain.totalBytes)} in all`,
)
console.log('initial part, minified bytes per package that differ (with Foyer − plain):')
const names = new Set([...Object.keys(plain.packages), ...Object.keys(foyer.packages)])
const differences = [...names]
  .map((name) => [name, (foyer.packages[name] ?? 0) - (plain.packages[name] ?? 0)])
  .filter(([, bytes]) => bytes !== 0)
  .sort((a, b) => b[1] - a[1])
for (const [name, bytes] of differences) console.log(`  ${name.padEnd(32)} ${kib(bytes)}`)
