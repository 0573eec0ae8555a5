#!/usr/bin/env node
// Bundle size of a minimal host (createFoyer + FoyerProvider + ConnectButton + FoyerModal),
// built from the packages' dist with react and react-dom external, by Rolldown (Vite's bundler:
// the budget) and by esbuild with code splitting (a ceiling, and the module checks below). Prints the gzip size of what
// loads before the modal opens (the entry chunk and its static imports) and of everything
// (views loaded with dynamic import() included). Fails above the initial budget (bytes, and
// files for Rolldown), and when the host, which offers only EVM networks, would fetch any
// Solana, Bitcoin or Wallet Standard code.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { rolldown } from 'rolldown'
import { KERNEL_PATH, kernelImportSites, withKernelModules } from './kernel.mjs'

/** Budget for what loads before the modal opens, gzip, bundled by Vite's bundler (Rolldown). */
export const INITIAL_BUDGET_BYTES = 60 * 1024
/**
 * Files in the same, bundled by Rolldown. Each one is a request before the button can paint, and
 * Rolldown cuts modules that the first load shares with the views into files of their own
 * (tests/bench/RESULTS.md, fourteenth session): 16 files here, 22 in the benchmark's full host,
 * until headless began to ship those modules as one, its kernel (headless/rolldown.config.ts).
 * Then 2: the entry and the kernel with jotai, which Rolldown 1.2 still kept apart
 * (rolldown/rolldown#10731). Rolldown 1.3.3 (Vite 8.4) merges it into the entry: 1. A module
 * that the first load shares with a view, added outside the kernel, brings the files back.
 */
export const INITIAL_FILES_BUDGET = 1
/**
 * Ceiling for a module that imports one error class from `@foyer/headless` and nothing else,
 * bundled by esbuild. The kernel is one module, so only its declarations marked pure
 * (headless/rolldown.config.ts) let a bundler drop the rest: 7.6 KiB without the marks, 0.6
 * when each module shipped alone. Rolldown keeps more (7.5 KiB): it bundles every import() of a
 * module it includes, even in code it drops, and the chunks they load keep what they import.
 */
export const ONE_IMPORT_CEILING_BYTES = 2.75 * 1024
/**
 * Ceiling for the same, bundled by esbuild with code splitting. esbuild puts every module that
 * a barrel re-exports and a lazily loaded chunk uses into the chunk of the barrel, so each hook
 * a lazy view imports from `@foyer/headless/react` loads with the button (Rollup, Rolldown and
 * webpack place it with the view). This ceiling only stops that overhead from growing unseen;
 * per-feature hook entries would remove it. Raised from 72 to 73 KiB when the views' rules moved
 * into headless hooks (issue #18): esbuild 71.6 → 72.3 KiB while Rolldown went 46.6 → 46.5 KiB.
 * Raised from 73 to 77 KiB when every public action, query factory and service call began to
 * check its parameters before using them (issue #20, bad input): esbuild 72.6 → 76.0 KiB,
 * Rolldown 46.4 → 48.5 KiB (validation/parameters.ts and each function's own check).
 * Raised from 77 to 78 KiB when the root entry's other functions (formatters, chain, deep-link
 * and validation helpers) began to check theirs too (issue #20, bad input): esbuild 76.3 →
 * 77.4 KiB, Rolldown 48.8 → 49.0 KiB. Their code grew 1.5 KB minified; the rest is esbuild's
 * import lines between the ~50 chunks it splits the barrel into, 22 of which now import the
 * checks (errors/parameters.ts).
 * Raised from 78 to 80 KiB when sign-in (issue #23) and swaps (issue #21) landed with those
 * checks: `useSiwx`, which the lazily loaded SIWXSignMessage view calls, its atoms, the
 * watcher's stub and the sign-in machine (the WalletConnect connector asks it whether to sign in
 * at pairing) join esbuild's initial part while the flow, its actions and viem's SIWE code load
 * on demand; measured together: esbuild 77.8 → 79.5 KiB, Rolldown 49.5 → 50.9 KiB. Issue #19
 * (per-feature hook entries) is where this overhead goes away; `SIZE_ALL_INPUTS=1` lists every
 * input of the initial part.
 * Raised from 80 to 89 KiB when the Swap views (issue #21) and the onramp views (issue #22)
 * shipped: they are loaded with import() only when they open, but they call `useSwapQuote` and
 * `useOnrampQuote`, so for esbuild each hook with the runtime, rules, actions and query
 * factories it imports joins the initial part (nothing called them before, so they were
 * tree-shaken): swaps 79.5 → 84.3 KiB, the onramp ≈ +3.8 KiB, together 87.9 KiB (1 KiB left for
 * fixes until #19 removes the cause). Rolldown,
 * which places them with their views, stays at 48–51 KiB. Same cause and same cure (issue #19,
 * per-feature hook entries) as above.
 * Raised from 89 to 90 KiB when the Pay view (issue #22 item 3) shipped: same cause, `usePay`
 * with the pay machine and runtime joins esbuild's initial part (87.9 → 89.2 KiB; Rolldown
 * unchanged at 48.4 KiB). Three raises for one cause: per-feature hook entries (issue #19) come
 * before the next feature, and bring this ceiling back down.
 * Raised from 90 to 92 KiB, a fourth time for the same cause, when the legal checkbox and the
 * other host options (`useLegalConsent`), token USD values (`useTokenPortfolio`) and the pay
 * view contract (`usePay`'s steps) landed together (issue #25, #22): esbuild 89.2 → 91.5 KiB.
 * In the same change the query client became lazy (`getQueryClient`, issue #19), which took
 * Rolldown's initial part from 48.4 to 41.3 KiB but not esbuild's: its barrel chunk still holds
 * query-core, now through the hooks. Per-feature hook entries (issue #19) remain the cure.
 * Raised from 92 to 93 KiB for code that belongs in the initial part: the modal's opening frame
 * (issue #19: the dialog paints in the click's frame, its frame and a progress indicator while
 * the shell's code is on its way; `ModalFrame`, `useOpeningFrame`). Rolldown 41.3 → 41.4 KiB;
 * esbuild 91.8 → 92.7 KiB, because tsup's shared chunk of ui-default (the frame's classes, icon
 * and hooks, which the lazily loaded shell uses too) joins esbuild's initial part whole.
 * Lowered from 93 to 92.5 KiB when the modules the initial part imports stopped carrying code
 * only the views use (issue #19: `isExcludedWallet`, the send form's and the network switch's
 * states, the one-click and unsupported-chain rules have modules of their own): esbuild 92.7 →
 * 92.2 KiB, Rolldown 41.4 → 38.7 KiB; then 36.3 KiB when the send-fee runtime stopped importing
 * viem's barrel with import() (an entry of its own that kept Rolldown from merging chunks).
 * Lowered from 92.5 to 91.5 KiB when the WalletConnect and embedded-wallet connectors' methods
 * began to load on first use, their factories alone in the initial part (issue #19): esbuild
 * 92.4 → 90.9 KiB, Rolldown 34.6 → 33.0 KiB.
 * Lowered from 91.5 to 85.5 KiB when headless began to ship its kernel (the store, the errors,
 * the constants and the modal's actions) as one module (issue #19, headless/rolldown.config.ts):
 * esbuild 91.2 → 85.1 KiB, with fewer chunks and the import lines between them; Rolldown 32.4 →
 * 29.0 KiB in 2 files instead of 16.
 * Lowered from 85.5 to 83.5 KiB when the kernel's modules kept only what runs before the button
 * and start-up loaded the rest with import() (issue #19): esbuild 85.1 → 82.9 KiB, Rolldown
 * 29.0 → 23.3 KiB.
 */
export const ESBUILD_INITIAL_CEILING_BYTES = 83.5 * 1024

const here = import.meta.dirname
const outdir = await mkdtemp(join(tmpdir(), 'foyer-size-'))
try {
  const result = await build({
    entryPoints: [join(here, 'size-entry.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    metafile: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'error',
  })
  const outputs = result.metafile.outputs
  const gzip = async (file) => gzipSync(await readFile(file), { level: 9 }).length
  // Chunks loaded with import() are entry points too; the initial one is the host entry's.
  const entryPoint = relative(process.cwd(), join(here, 'size-entry.tsx'))
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint)
  const initial = new Set()
  const visit = (file) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const item of outputs[file].imports) {
      if (item.kind === 'import-statement' && outputs[item.path]) visit(item.path)
    }
  }
  visit(entry)
  let initialBytes = 0
  let totalBytes = 0
  for (const file of Object.keys(outputs).filter((name) => name.endsWith('.js'))) {
    const size = await gzip(file)
    totalBytes += size
    if (initial.has(file)) initialBytes += size
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  // The largest inputs of the initial part, to show where the bytes go.
  const inputs = {}
  for (const file of initial) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      const name = input.replace(
        /.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+).*/,
        '$1',
      )
      inputs[name] = (inputs[name] ?? 0) + bytesInOutput
    }
  }
  const top = Object.entries(inputs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, process.env.SIZE_ALL_INPUTS ? undefined : Number(process.env.SIZE_TOP ?? 8))
  const vite = await measureWithRolldown()
  console.log(
    `initial (before the modal opens), Vite/Rolldown: ${kib(vite.initialBytes)} gzip in ${vite.initialFiles} files, budget ${kib(INITIAL_BUDGET_BYTES)} in ${INITIAL_FILES_BUDGET}; all ${kib(vite.totalBytes)} in ${vite.chunks} chunks`,
  )
  console.log(
    `initial (before the modal opens), esbuild: ${kib(initialBytes)} gzip, ceiling ${kib(ESBUILD_INITIAL_CEILING_BYTES)}`,
  )
  console.log(
    `total (all views), esbuild: ${kib(totalBytes)} gzip, ${Object.keys(outputs).filter((f) => f.endsWith('.js')).length} chunks`,
  )
  console.log('largest inputs of the initial part (minified, before gzip):')
  for (const [name, bytes] of top)
    console.log(`  ${relative(process.cwd(), name).padEnd(40)} ${kib(bytes)}`)
  // viem belongs to code loaded on demand (the EVM adapter's runtime, the service clients). A
  // module that is both loaded with import() and reachable through a barrel the entry imports
  // lands, for esbuild, in a chunk the entry loads at once: so no module on the initial path may
  // import viem, and lazily loaded modules stay out of the main `@foyer/headless` barrel (the
  // service clients are exported from `@foyer/headless/api`).
  if (inputs.viem) {
    console.error(`size: viem (${kib(inputs.viem)} minified) is in the initial part`)
    process.exitCode = 1
  }
  // A host offering only EVM networks fetches no Solana code (@solana/*, @solana-program/*,
  // @wallet-standard/*, the solana adapter and the Wallet Standard connector). It loads only
  // behind two gates: `watchStandardWallets`, whose import() runs only for a host with a Solana
  // network and the solana adapter, and the solana adapter, whose runtime loads on its first
  // call (an EVM-only host has none). So: no Solana module in the initial part, and none among
  // the modules reachable from the entry through static and dynamic imports when the gates'
  // own dynamic imports are not followed.
  const isSolanaModule = (input) =>
    /node_modules\/@(?:solana|solana-program|wallet-standard)\//.test(input) ||
    /headless\/dist\/(?:adapters\/solana(?:Runtime|Send)|connectors\/walletStandard)\.js$/.test(
      input,
    )
  // Nor Bitcoin code: the bitcoin adapter's runtime, the Bitcoin Wallet Standard connector and
  // its chain helpers, behind the same watcher gate and the bitcoin adapter's own (its runtime
  // loads on its first signMessage).
  const isBitcoinModule = (input) =>
    /headless\/dist\/(?:adapters\/bitcoinRuntime|connectors\/bitcoinStandard|chains\/bitcoinChains)\.js$/.test(
      input,
    )
  // A gate's module, as esbuild names its input (`headless/dist/….js`) or as the kernel names
  // its source (`src/….ts`).
  const isSolanaGate = (input) =>
    /(?:headless\/dist|src)\/(?:watchers\/watchStandardWallets|adapters\/(?:solana|bitcoin))\.(?:js|ts)$/.test(
      input,
    )
  // The headless kernel is one module built from many, the watchStandardWallets gate among them
  // (tests/bench/kernel.mjs): an import() in it is a gate's when each kernel module that loads
  // the same specifier is a gate.
  const isGatedInKernel = (specifier) => {
    const sources = kernelImportSites(specifier)
    return sources.length > 0 && sources.every(isSolanaGate)
  }
  const isGated = (input, item) =>
    item.kind === 'dynamic-import' &&
    (isSolanaGate(input) || (input.endsWith(KERNEL_PATH) && isGatedInKernel(item.original)))
  const modules = result.metafile.inputs
  const reachable = new Set()
  const walk = (input) => {
    if (reachable.has(input) || !modules[input]) return
    reachable.add(input)
    for (const item of modules[input].imports) {
      if (isGated(input, item)) continue
      walk(item.path)
    }
  }
  walk(entryPoint)
  const solanaModules = Object.keys(modules).filter(isSolanaModule)
  // Inputs with code in the initial part, each kernel module by its own path.
  const initialInputs = withKernelModules(
    [...initial].flatMap((file) =>
      Object.entries(outputs[file].inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => input),
    ),
  )
  const evmPath = withKernelModules([...reachable])
  const initialSolana = initialInputs.filter(isSolanaModule)
  const evmPathSolana = evmPath.filter(isSolanaModule)
  const bitcoinModules = Object.keys(modules).filter(isBitcoinModule)
  const initialBitcoin = initialInputs.filter(isBitcoinModule)
  const evmPathBitcoin = evmPath.filter(isBitcoinModule)
  console.log(
    `solana: ${solanaModules.length} modules in the build, ${initialSolana.length} in the initial part, ${evmPathSolana.length} on the EVM-only path`,
  )
  if (!solanaModules.length) {
    // The gates' targets are in every build: finding none means the markers are wrong.
    console.error('size: no Solana module found in the build; the Solana check cannot run')
    process.exitCode = 1
  }
  for (const input of new Set([...initialSolana, ...evmPathSolana])) {
    console.error(`size: an EVM-only host would fetch Solana code: ${input}`)
    process.exitCode = 1
  }
  console.log(
    `bitcoin: ${bitcoinModules.length} modules in the build, ${initialBitcoin.length} in the initial part, ${evmPathBitcoin.length} on the EVM-only path`,
  )
  if (!bitcoinModules.length) {
    console.error('size: no Bitcoin module found in the build; the Bitcoin check cannot run')
    process.exitCode = 1
  }
  for (const input of new Set([...initialBitcoin, ...evmPathBitcoin])) {
    console.error(`size: an EVM-only host would fetch Bitcoin code: ${input}`)
    process.exitCode = 1
  }
  if (vite.initialBytes > INITIAL_BUDGET_BYTES) {
    console.error(
      `size: initial part ${kib(vite.initialBytes)} (Rolldown) is over its ${kib(INITIAL_BUDGET_BYTES)} budget`,
    )
    process.exitCode = 1
  }
  if (vite.initialFiles > INITIAL_FILES_BUDGET) {
    console.error(
      `size: initial part in ${vite.initialFiles} files (Rolldown), over its budget of ${INITIAL_FILES_BUDGET}`,
    )
    process.exitCode = 1
  }
  const oneImport = await build({
    stdin: {
      contents: "import { FoyerError } from '@foyer/headless'\nconsole.log(FoyerError)",
      resolveDir: here,
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    logLevel: 'error',
  })
  const oneImportBytes = gzipSync(oneImport.outputFiles[0].contents, { level: 9 }).length
  console.log(
    `one error class imported alone, esbuild: ${kib(oneImportBytes)} gzip, ceiling ${kib(ONE_IMPORT_CEILING_BYTES)}`,
  )
  if (oneImportBytes > ONE_IMPORT_CEILING_BYTES) {
    console.error(
      `size: one error class imported alone is ${kib(oneImportBytes)} (esbuild), over its ${kib(ONE_IMPORT_CEILING_BYTES)} ceiling`,
    )
    process.exitCode = 1
  }
  if (initialBytes > ESBUILD_INITIAL_CEILING_BYTES) {
    console.error(
      `size: initial part ${kib(initialBytes)} (esbuild) is over its ${kib(ESBUILD_INITIAL_CEILING_BYTES)} ceiling`,
    )
    process.exitCode = 1
  }
} finally {
  await rm(outdir, { recursive: true, force: true })
}

/**
 * The same host bundled by Rolldown, the bundler of Vite 8, as most hosts build: gzip bytes of
 * the entry chunk and its static imports, and of every chunk.
 */
async function measureWithRolldown() {
  const bundle = await rolldown({
    input: join(here, 'size-entry.tsx'),
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    // ui-primitives' 'use client' directives mean nothing in a client bundle.
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
  for (const [name, chunk] of chunks) {
    const size = gzipSync(chunk.code, { level: 9 }).length
    totalBytes += size
    if (initial.has(name)) initialBytes += size
  }
  return { initialBytes, initialFiles: initial.size, totalBytes, chunks: chunks.size }
}
