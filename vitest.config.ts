import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources in tests through the custom export
// condition `@foyer/source`, so no build is needed to run the unit suite.
const conditions = ['@foyer/source', 'module', 'browser', 'development|production']
const sourceResolve = { conditions }

/** Every project: no connection outside loopback (tests/setup/loopbackOnly.ts). */
const loopbackOnly = new URL('./tests/setup/loopbackOnly.ts', import.meta.url).pathname

/**
 * The module `mount` loads on the visitor's intent, loaded before each file's tests
 * (headless/src/test/deferredModules.ts says why), in every project that mounts an instance.
 */
const deferredModules = new URL('./headless/src/test/deferredModules.ts', import.meta.url).pathname

/** React 18, and a testing-library peered to it, installed by the tests/react18 package. */
const react18 = new URL('./tests/react18/node_modules', import.meta.url).pathname

/**
 * A hang guard, not a speed check: a component test that renders a whole flow takes 2–4 s on a
 * loaded 2-core machine with a worker per core, so Vitest's 5 s default would fail it by chance.
 */
const testTimeout = 30_000

/**
 * What makes a test file need a module graph of its own: it changes what modules or globals are
 * (vi.mock, vi.doMock, vi.resetModules, vi.stubGlobal, vi.stubEnv), or it reads which modules
 * were loaded first and says so with the marker `@foyer/fresh-modules` in a comment.
 */
const needsFreshModules =
  /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|@foyer\/fresh-modules/

/** A Vitest include glob (`**`, `*`, `{a,b}`) as a regular expression over root-relative paths. */
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.]/g, '\\.')
      .replace(/\{([^}]+)\}/g, (_, list: string) => `(${list.split(',').join('|')})`)
      .replace(/\*\*\//g, '(.+/)?')
      .replace(/\*/g, '[^/]*')}$`,
  )

/**
 * A project whose files run without per-file isolation, and its "(isolated)" twin for the files
 * that need fresh modules. Without isolation a worker imports (and Vite transforms) the sources,
 * React and jsdom once for all the files it runs instead of once per file: the component suites
 * take half the time. testing-library's cleanup and the loopback guard are setup files, which
 * run before every file either way.
 */
function splitByIsolation(project: TestProjectInlineConfiguration) {
  const { root = '.', name, include = [] } = project.test ?? {}
  const matches = include.map(globToRegExp)
  const fresh = readdirSync(new URL(`${root}/`, import.meta.url), { recursive: true })
    .map(String)
    .filter((file) => !file.includes('node_modules') && matches.some((glob) => glob.test(file)))
    .filter((file) =>
      needsFreshModules.test(readFileSync(new URL(`${root}/${file}`, import.meta.url), 'utf8')),
    )
  return [
    {
      ...project,
      test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...fresh] },
    },
    ...(fresh.length
      ? [{ ...project, test: { ...project.test, name: `${name} (isolated)`, include: fresh } }]
      : []),
  ]
}

export default defineConfig({
  resolve: sourceResolve,
  ssr: { resolve: { conditions: ['@foyer/source', 'module', 'node', 'development|production'] } },
  test: {
    // Vitest's default leaves a core idle (cores − 1): on a 2-core CI machine that is one worker.
    // The Vite server in the main process is idle once files are transformed, so use them all.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...splitByIsolation({
        resolve: sourceResolve,
        test: {
          name: 'headless',
          testTimeout,
          // Records the leaf errors the code raises; the global setup checks, after a whole run,
          // that each one is reached by a test (src/errors/specMessages.test.ts explains).
          setupFiles: [loopbackOnly, deferredModules, './src/test/recordLeafErrors.ts'],
          globalSetup: ['./src/test/leafErrors.globalSetup.ts'],
          root: './headless',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      }),
      {
        // @foyer/wagmi against a real wagmi config, @wagmi/core 3 and 2 (the v2 alias), in Node:
        // @foyer/headless from its sources, without the `module` condition (see devstack's).
        resolve: sourceResolve,
        ssr: { resolve: { conditions: ['@foyer/source', 'node', 'development|production'] } },
        test: {
          name: 'wagmi',
          testTimeout,
          setupFiles: [loopbackOnly, deferredModules],
          root: './wagmi',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      ...splitByIsolation({
        resolve: sourceResolve,
        test: {
          name: 'ui-primitives',
          testTimeout,
          setupFiles: [loopbackOnly],
          root: './ui-primitives',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      }),
      ...splitByIsolation({
        resolve: sourceResolve,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'ui-default',
          testTimeout,
          root: './ui-default',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [loopbackOnly, deferredModules, './src/test/setup.ts'],
        },
      }),
      ...splitByIsolation({
        // The same component suite on React 18: Foyer supports React 18 and 19 as peers. Every
        // React import, the libraries' too (inlined so the alias reaches them), gets React 18.
        resolve: {
          ...sourceResolve,
          alias: [
            { find: /^react(\/.*)?$/, replacement: `${react18}/react$1` },
            { find: /^react-dom(\/.*)?$/, replacement: `${react18}/react-dom$1` },
            { find: /^@testing-library\/react$/, replacement: `${react18}/@testing-library/react` },
          ],
        },
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'ui-default (React 18)',
          testTimeout,
          root: './ui-default',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: [
            loopbackOnly,
            deferredModules,
            './src/test/setup.ts',
            './src/test/react18.ts',
          ],
          server: {
            deps: { inline: true },
          },
        },
      }),
      ...splitByIsolation({
        resolve: sourceResolve,
        // The sign-in backend imports @foyer/headless/siwx: its sources. No `module` condition:
        // the WalletConnect SDK's packages would resolve to ESM builds Node cannot interop.
        ssr: { resolve: { conditions: ['@foyer/source', 'node', 'development|production'] } },
        test: {
          name: 'devstack',
          setupFiles: [loopbackOnly],
          root: './devstack',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      ...[
        // The repository's own checks (dependency rules, the README, the launch settings), side
        // by side with the packages' suites; the integration files against the devstack after
        // them, one at a time.
        {
          name: 'tests',
          include: ['deps/**/*.test.ts', 'docs/**/*.test.ts', 'setup/**/*.test.ts'],
        },
        {
          name: 'tests (integration)',
          include: ['integration/**/*.test.ts'],
          globalSetup: ['./integration/globalSetup.ts'],
          // The integration files share the devstack's chains and accounts (nonces, balances):
          // one file at a time, after the parallel projects.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      ].flatMap((test) =>
        splitByIsolation({
          resolve: sourceResolve,
          // No `module` condition: the WalletConnect SDK would resolve to ESM builds whose
          // default imports of its CommonJS packages fail in Node ('KeyValueStorage is not a
          // constructor').
          ssr: { resolve: { conditions: ['@foyer/source', 'node', 'development|production'] } },
          test: {
            setupFiles: [loopbackOnly],
            root: './tests',
            environment: 'node',
            testTimeout: 60_000,
            ...test,
          },
        }),
      ),
    ],
    coverage: {
      provider: 'v8',
      // All of headless, its React hooks included; not the tests, their helpers or the entry
      // files (re-exports only).
      include: ['headless/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.test-d.ts',
        'headless/src/test/**',
        'headless/src/index.ts',
        'headless/src/*/index.ts',
      ],
      reporter: ['text-summary', 'json-summary', 'json'],
      // The test command fails below this.
      thresholds: { lines: 90 },
      reportsDirectory: './coverage',
    },
  },
})
