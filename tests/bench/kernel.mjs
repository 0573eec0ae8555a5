// headless ships its kernel as one module built from many (headless/rolldown.config.ts). The
// benchmarks' checks name source modules (feature code before the click, Solana code on an
// EVM-only path), so they read which modules the kernel holds from the bundler's `// src/…` line
// before each one's code.
import { readFileSync } from 'node:fs'

export const KERNEL_PATH = 'headless/dist/kernel.js'
const kernelFile = new URL(`../../${KERNEL_PATH}`, import.meta.url)

/** Each `// src/…` line of a module built from many, with the code that follows it. */
function sections(code) {
  const found = []
  for (const line of code.split('\n')) {
    const source = line.match(/^\/\/ (src\/\S+)$/)?.[1]
    if (source) found.push({ source, lines: [] })
    else found.at(-1)?.lines.push(line)
  }
  return found
}

const kernel = sections(readFileSync(kernelFile, 'utf8'))
if (kernel.length === 0)
  throw new Error(`${KERNEL_PATH} has no "// src/…" lines: the checks cannot see into it`)

/**
 * The kernel's source modules as the dist paths they have on their own
 * (`src/store/atoms.ts` → `headless/dist/store/atoms.js`), for a check that names modules.
 */
export const kernelModules = kernel.map(
  ({ source }) => `headless/dist/${source.replace(/^src\//, '').replace(/\.tsx?$/, '.js')}`,
)

/**
 * The module ids of a chunk, with the kernel's own modules beside the kernel. Each one counts
 * even where the host's bundler dropped its code, so a check that names modules errs on the side
 * of failing.
 */
export const withKernelModules = (ids) =>
  ids.flatMap((id) => (id.endsWith(KERNEL_PATH) ? [id, ...kernelModules] : [id]))

/** The kernel's source modules that load `specifier` with import(). */
export function kernelImportSites(specifier) {
  const quoted = new RegExp(
    `\\bimport\\(\\s*["']${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`,
  )
  return kernel
    .filter(({ lines }) => lines.some((line) => quoted.test(line)))
    .map(({ source }) => source)
}
