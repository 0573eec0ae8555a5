// Which leaf errors the headless code raises, and which wait for a feature not built yet.
// Used by src/errors/specMessages.test.ts (the lists and the static rules), by the recorder
// src/test/recordLeafErrors.ts (where a construction comes from) and by the final check of
// src/test/leafErrors.globalSetup.ts (every leaf raised by the code is reached by a test).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `headless/src/`, with a trailing separator. (From the path string: under jsdom the global
 * `URL` is jsdom's, which `fileURLToPath` does not take.)
 */
export const sourceDirectory = `${dirname(dirname(fileURLToPath(import.meta.url)))}${sep}`

/**
 * Leaves no code raises yet, each with the feature area that will raise it. Keep it true: the
 * checks fail when a leaf here is raised (take it off) and when a leaf is neither raised nor
 * here.
 */
export const waitingForFeature: Readonly<Record<string, string>> = {
  // Alerts (SPEC §8)
  UnverifiedDomainError: 'project configuration: domain verification',
  // Email, social and embedded wallet (SPEC §4, §8)
  // Chains and networks (SPEC §4, §8)
  ChainAdapterNotFoundError: 'multi-chain adapters (Solana and others)',
  CaipIdUndefinedError: 'network switching and multi-chain accounts',
  ChainRequiredError: 'network switching and multi-chain accounts',
  // Controller clients (SPEC §8): the spec's names for a connection layer used before set-up
  ControllerClientsNotSetError: 'WalletConnect and multi-chain connection clients',
  NetworkClientNotSetError: 'WalletConnect and multi-chain connection clients',
  ConnectionClientNotSetError: 'WalletConnect and multi-chain connection clients',
  NoConnectionClientError: 'WalletConnect and multi-chain connection clients',
}

/** Whether a path relative to `src/` is test code: a test file, or a helper in `src/test/`. */
export function isTestCode(file: string): boolean {
  return (
    /\.test(-d)?\.tsx?$/.test(file) || file.startsWith(`test${sep}`) || file.startsWith('test/')
  )
}

const isErrorsSource = (file: string) => /^errors[\\/][^\\/]+\.ts$/.test(file) && !isTestCode(file)

/**
 * Where a leaf's construction comes from, read from the stack taken at its construction:
 * `file:line` (relative to `src/`) of the first frame outside `errors/` when that is non-test
 * headless source, so the code raised it; `undefined` when that frame is a test (the test
 * constructed it, or called an errors/ helper itself) or no headless frame is found. Frames
 * outside `src/` (Node, node_modules) and the recorder's own are skipped.
 */
export function raisingSite(
  stack: string | undefined,
  source: string = sourceDirectory,
): string | undefined {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const location = /((?:file:\/\/)?\/[^()]*?):(\d+):\d+\)?\s*$/.exec(line)
    if (!location?.[1]) continue
    const path = location[1].replace(/^file:\/\//, '').replace(/\?.*$/, '')
    if (!path.startsWith(source)) continue
    const file = relative(source, path)
    if (isErrorsSource(file) || /^test[\\/]recordLeafErrors\.ts$/.test(file)) continue
    return isTestCode(file) ? undefined : `${file.split(sep).join('/')}:${location[2]}`
  }
  return undefined
}

/** A source file relative to `src/`, with its comment lines dropped. */
export type SourceFile = { file: string; text: string }

/** Drops comment lines (TSDoc and `//`), so a name in a comment is not counted. */
export function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n')
}

/** Every `.ts`/`.tsx` file under `src/` that is not a test, comments dropped. */
export function readSources(source: string = sourceDirectory): SourceFile[] {
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => ({ file, text: withoutComments(readFileSync(join(source, file), 'utf8')) }))
}

/** `import … from '…'` and `export … from '…'` statements: naming a thing is not using it. */
const importOrReexport =
  /^(?:import|export)\s+(?:type\s+)?(?:\w+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s*from\s*['"][^'"]*['"]/gm

/** A top-level declaration of an errors/ file: a class, a function or a constant. */
type Declaration = { name: string; body: string; exported: boolean }

function declarations(text: string): Declaration[] {
  const starts = [
    ...text.matchAll(
      /^(?:export\s+)?(?:abstract\s+)?(?:async\s+)?(?:class|function|const|let)\s+(\w+)/gm,
    ),
  ]
  return starts.map((match, index) => ({
    name: match[1] ?? '',
    body: text.slice(match.index, starts[index + 1]?.index ?? text.length),
    exported: match[0].startsWith('export'),
  }))
}

/**
 * The leaf classes: exported classes of `errors/*.ts` whose `extends` chain reaches
 * `FoyerError` (FoyerError itself is the base, not a leaf).
 */
export function leafNames(sources: readonly SourceFile[]): string[] {
  const parents = new Map<string, string>()
  for (const { text } of sources.filter(({ file }) => isErrorsSource(file))) {
    for (const match of text.matchAll(
      /^export\s+(?:abstract\s+)?class\s+(\w+)\s+extends\s+(\w+)/gm,
    ))
      parents.set(match[1] ?? '', match[2] ?? '')
  }
  const isLeaf = (name: string, seen = new Set<string>()): boolean => {
    const parent = parents.get(name)
    if (!parent || seen.has(name)) return false
    seen.add(name)
    return parent === 'FoyerError' || isLeaf(parent, seen)
  }
  return [...parents.keys()].filter((name) => isLeaf(name)).sort()
}

/**
 * Leaves the code raises, by a static reading of the sources, each with the files that raise
 * it: a non-test source file outside `errors/` constructs it (`new Leaf(`), passes the class
 * as a value to a mapping (`[Leaf, …]`, `f(Leaf)`), or uses an `errors/` helper (a function or
 * constant such as `toWalletError`, `providerErrorToAlert`) that constructs it, directly or
 * through other helpers.
 */
export function raisedStatically(sources: readonly SourceFile[]): Map<string, string[]> {
  const leaves = new Set(leafNames(sources))
  const helpers = new Map<string, Declaration>()
  for (const { text } of sources.filter(({ file }) => isErrorsSource(file)))
    for (const declaration of declarations(text)) helpers.set(declaration.name, declaration)

  // Each helper: the leaves it constructs itself, and the other helpers it uses.
  const graph = new Map<string, { leaves: string[]; uses: string[] }>()
  for (const [name, { body }] of helpers) {
    graph.set(name, {
      leaves: [...body.matchAll(/\bnew\s+(\w+)\s*\(/g)]
        .map((match) => match[1] ?? '')
        .filter((leaf) => leaves.has(leaf)),
      // Naming a leaf class (`instanceof`, a type, its code) constructs nothing.
      uses: [...helpers.keys()].filter(
        (other) => other !== name && !leaves.has(other) && new RegExp(`\\b${other}\\b`).test(body),
      ),
    })
  }
  /** The leaves a helper (or a leaf's own constructor) constructs, through other helpers too. */
  const constructs = (name: string): Set<string> => {
    const found = new Set<string>()
    const seen = new Set<string>()
    const visit = (current: string) => {
      if (seen.has(current)) return
      seen.add(current)
      const node = graph.get(current)
      for (const leaf of node?.leaves ?? []) found.add(leaf)
      for (const used of node?.uses ?? []) visit(used)
    }
    visit(name)
    return found
  }

  const raised = new Map<string, string[]>()
  const add = (leaf: string, file: string) => {
    const files = raised.get(leaf) ?? []
    if (!files.includes(file)) files.push(file)
    raised.set(leaf, files)
  }
  for (const { file, text } of sources) {
    if (isErrorsSource(file) || isTestCode(file)) continue
    const code = text.replace(importOrReexport, '')
    for (const leaf of leaves) {
      const constructed = new RegExp(`\\bnew\\s+${leaf}\\s*\\(`).test(code)
      const passed = new RegExp(`[[(,]\\s*${leaf}\\s*[\\]),]`).test(code)
      if (!constructed && !passed) continue
      add(leaf, file)
      // Its own constructor may construct others (e.g. a message borrowed from another leaf).
      for (const other of constructs(leaf)) add(other, file)
    }
    for (const [helper, { exported }] of helpers) {
      if (!exported || leaves.has(helper) || !new RegExp(`\\b${helper}\\b`).test(code)) continue
      for (const leaf of constructs(helper)) add(leaf, file)
    }
  }
  return raised
}

/** What one test file's recorder wrote: the leaves raised by the code, with the call site. */
export type LeafRecord = { file: string; raised: Readonly<Record<string, string>> }

/**
 * The final check of a whole run: every leaf that is not waiting for a feature was raised by
 * the code while a test ran, and no waiting leaf was. Returns the problems, one per line.
 */
export function checkLeafRaising(parameters: {
  leaves: readonly string[]
  waiting: Readonly<Record<string, string>>
  records: readonly LeafRecord[]
}): string[] {
  const sites = new Map<string, string>()
  for (const record of parameters.records)
    for (const [leaf, site] of Object.entries(record.raised))
      if (!sites.has(leaf)) sites.set(leaf, `${site} (test ${record.file})`)
  const problems: string[] = []
  for (const leaf of parameters.leaves) {
    const site = sites.get(leaf)
    const waiting = parameters.waiting[leaf]
    if (waiting !== undefined && site)
      problems.push(
        `${leaf} is listed as waiting for "${waiting}" but the code raised it at ${site}: take it off waitingForFeature`,
      )
    if (waiting === undefined && !site)
      problems.push(
        `${leaf} is not waiting for a feature, but no test reached code that raises it: add a test (or list it in waitingForFeature)`,
      )
  }
  return problems
}
