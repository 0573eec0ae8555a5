import chromium from '@foyer/devstack/chromium.json' with { type: 'json' }
import { defineConfig } from '@playwright/test'

const root = new URL('../..', import.meta.url).pathname

/** Debian's Chromium, with the flags this machine's closed network needs. Never downloaded. */
export const chromiumLaunchOptions = {
  ...chromium,
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
}

/** Files whose tests read no devstack state another test changes, and change none. */
const independentOfDevstackState = ['lazy-chunks.spec.ts', 'stories.spec.ts']

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${root}.artifacts/e2e-results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two lanes: the files that share the devstack's state (chains, faults, features, the test
  // wallets' policies) run one at a time; the files that need none of it (blocked chunks of the
  // built demo, Ladle stories on the mock wallet) run beside them on the other core.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${root}.artifacts/e2e.json` }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    // A trace records every action of every test to keep the failing ones: about 13% of the
    // suite's time on 2 cores (the lazy-chunks file, measured). `FOYER_E2E_TRACE=1` turns it on
    // to study a failure.
    trace: process.env.FOYER_E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'devstack', testIgnore: independentOfDevstackState, workers: 1 },
    { name: 'independent', testMatch: independentOfDevstackState, fullyParallel: true },
  ],
  // The devstack and the built demo; a running one (e.g. from `pnpm dev`) is reused.
  webServer: [
    {
      command: 'node devstack/bin/devstack.mjs',
      cwd: root,
      url: 'http://127.0.0.1:8787/health',
      reuseExistingServer: true,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'npx -y pnpm@10.34.8 --filter @foyer/playground preview',
      cwd: root,
      url: 'http://127.0.0.1:5173',
      reuseExistingServer: true,
      timeout: 60_000,
    },
    {
      command: 'npx -y pnpm@10.34.8 --filter @foyer/playground stories:preview',
      cwd: root,
      url: 'http://127.0.0.1:61000',
      reuseExistingServer: true,
      timeout: 60_000,
    },
  ],
})
