import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const depcruise = resolve(root, 'node_modules/.bin/depcruise')
const config = resolve(root, '.dependency-cruiser.cjs')

type Violation = { rule: { name: string }; from: string; to: string }

/** Runs the project's dependency check in `cwd` and returns the violations it reports. */
async function check(cwd: string, folders: string[]): Promise<Violation[]> {
  const run = promisify(execFile)
  const args = ['--config', config, '--output-type', 'json', ...folders]
  const { stdout } = await run(depcruise, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    // depcruise exits non-zero when it finds violations; its JSON is still on stdout.
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  )
  return JSON.parse(stdout).summary.violations
}

describe('dependency rules of ARCHITECTURE.md', () => {
  test('behavior: the check fails on every broken arrow', async () => {
    const violations = await check(resolve(import.meta.dirname, 'fixtures/broken'), [
      'headless',
      'ui-primitives',
      'ui-default',
      'wagmi',
      'devstack',
    ])
    const found = violations.map((violation) => `${violation.rule.name}: ${violation.from}`).sort()
    expect(found).toEqual([
      'devstack-not-to-ui: devstack/src/servesUi.ts',
      'headless-errors-layer: headless/src/errors/reachesUp.ts',
      'headless-errors-types: headless/src/errors/reachesUp.ts',
      // The hooks take the instance from react/foyerContext, not FoyerProvider's module.
      'headless-hooks-not-provider: headless/src/react/useStartsWatchers.ts',
      // machines/ may import chains/ for types, not at run time.
      'headless-machines-layer: headless/src/machines/runsChains.ts',
      'headless-not-to-ui: headless/src/store/renders.ts',
      'headless-react-only-in-react: headless/src/store/usesReact.ts',
      // rules/ sits above store/: it never reads an atom or the instance.
      'headless-rules-layer: headless/src/rules/readsStore.ts',
      'headless-rules-types: headless/src/rules/readsStore.ts',
      // siwx/ is pure message code a server imports: it never reads an atom or the instance.
      'headless-siwx-layer: headless/src/siwx/readsStore.ts',
      'headless-siwx-types: headless/src/siwx/readsStore.ts',
      // An import cycle, closed by a type-only import.
      'no-circular: headless/src/store/cycleA.ts',
      // The wagmi bridge: headless never imports it, it imports no UI.
      'nothing-to-wagmi: headless/src/store/usesWagmi.ts',
      'primitives-not-to-headless: ui-primitives/src/knowsWallets.ts',
      // ui-default's ladder, theme <- components <- views <- modal, with utils/ below all.
      'ui-default-components-layer: ui-default/src/components/usesView.ts',
      'ui-default-theme-layer: ui-default/src/theme/reachesUp.ts',
      'ui-default-utils-layer: ui-default/src/utils/reachesUp.ts',
      // The view contract: no other view, no /internal, headless only through its public
      // entries (useFoyer, which comes from one, is checked in viewContract.test.ts).
      'ui-default-view-not-another-view: ui-default/src/views/Alpha/AlphaView.ts',
      'ui-default-views-layer: ui-default/src/views/Alpha/AlphaView.ts',
      'ui-default-views-not-internal: ui-default/src/views/Alpha/AlphaView.ts',
      'ui-default-views-public-entries: ui-default/src/views/Beta/BetaView.ts',
      'wagmi-only-headless: wagmi/src/rendersUi.ts',
    ])
  })

  test('behavior: allowed arrows pass', async () => {
    const folders = ['headless', 'ui-primitives', 'ui-default']
    expect(await check(resolve(import.meta.dirname, 'fixtures/sound'), folders)).toEqual([])
  })

  test('behavior: the repository keeps every arrow', async () => {
    const folders = ['headless', 'ui-primitives', 'ui-default', 'wagmi', 'devstack', 'playground']
    expect(await check(root, folders)).toEqual([])
  })
})
