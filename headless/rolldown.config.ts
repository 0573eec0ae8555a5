import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import MagicString from 'magic-string'
import { defineConfig, type Plugin } from 'rolldown'

// One output module per source module, as viem ships: a host's bundler then drops every part it
// does not import, with its share of viem (package.json's `sideEffects: false` allows it). A
// merged bundle kept whole groups of modules, and viem with them, in every host.
//
// Except the kernel: the store, the errors, the constants and the actions that a host's first
// load (`createFoyer`, `FoyerProvider`, the modal's `useModal`) shares with the views it loads
// later ship as one module, `dist/kernel.js`. Split into a hundred modules, Vite 8's bundler
// (Rolldown) cut them into a score of tiny files on the host's first load, each a request before
// the button paints: it checks each shared group's merge into the entry alone, and a group that
// another shared group imports fails that check. As one module it is one file at most (the
// benchmark's full host: 22 → 4 initial files, 82.0 → 78.3 KiB gzip; tests/bench/RESULTS.md).
// The kernel's modules keep their own paths as re-exports of it.
//
// Declarations: `tsc -p tsconfig.build.json` after this, one per module.
const KERNEL_ROOTS = ['store/createFoyer.ts', 'react/FoyerProvider.tsx', 'react/useModal.ts']

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file) && !file.startsWith('test/')

const src = resolve(import.meta.dirname, 'src')
const input = Object.fromEntries(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(isSource)
    .map((file) => [file.replace(/\.tsx?$/, ''), resolve(src, file)]),
)

/** The kernel's modules: the roots and everything they import statically, inside the package. */
const kernel = new Set<string>()

type Node = { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
const PURE = '/* @__PURE__ */ '

/**
 * Marks the calls in the kernel's top-level declarations pure (`const routerAtom = atom(…)`),
 * outside function bodies. Apart, each module was dropped whole when a host used none of it
 * (`sideEffects: false`); in one module a bundler keeps each call it cannot prove pure, so a
 * page importing one error class got every atom and jotai with it (esbuild: 7.6 KiB gzip; 2.6
 * with the marks, 0.6 when the modules shipped apart; tests/bench/size.mjs holds the figure).
 * The annotation says what `sideEffects: false` already promised, declaration by declaration: a
 * declaration no one uses can go. Statements that are not declarations stay as they are.
 */
const pureDeclarations: Plugin = {
  name: 'foyer-pure-declarations',
  renderChunk(code, chunk) {
    if (chunk.name !== 'kernel') return null
    const output = new MagicString(code)
    const annotate = (node: Node) => {
      if (/Function|Class/.test(node.type)) return
      if (
        (node.type === 'CallExpression' || node.type === 'NewExpression') &&
        !code.slice(Math.max(0, node.start - PURE.length), node.start).includes('__PURE__')
      )
        output.appendLeft(node.start, PURE)
      for (const value of Object.values(node))
        for (const child of Array.isArray(value) ? value : [value])
          if (isNode(child)) annotate(child)
    }
    for (const statement of this.parse(code).body as unknown as Node[])
      if (statement.type === 'VariableDeclaration')
        for (const declarator of statement.declarations as Node[])
          if (isNode(declarator.init)) annotate(declarator.init)
    return { code: output.toString(), map: output.generateMap({ hires: true }) }
  },
}

export default defineConfig({
  input,
  // Dependencies stay imports: the host's bundler dedupes them with its own.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  // Each source module's exports, exactly, at its own path.
  preserveEntrySignatures: 'strict',
  transform: { target: 'es2022', jsx: 'react-jsx' },
  plugins: [
    pureDeclarations,
    {
      name: 'foyer-kernel',
      buildEnd() {
        const add = (id: string, importer: string) => {
          if (kernel.has(id) || !id.startsWith(src)) return
          // A barrel would bring every module behind it, used or not (the constants barrel took
          // the onramp's constants and 1.9 KiB gzip into every host's first load).
          if (/[/\\]index\.tsx?$/.test(id))
            this.error(`${importer} imports the barrel ${id}: import from the defining module`)
          kernel.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) add(imported, id)
        }
        for (const root of KERNEL_ROOTS) add(resolve(src, root), 'KERNEL_ROOTS')
      },
    },
  ],
  output: {
    dir: 'dist',
    cleanDir: true,
    format: 'esm',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    codeSplitting: { groups: [{ name: 'kernel', test: (id) => kernel.has(id) }] },
  },
})
