import { defineConfig } from '@playwright/test'
import chromium from './chromium.json' with { type: 'json' }

const root = new URL('../..', import.meta.url).pathname

/** Debian's Chromium, with the flags this machine's closed network needs. Never downloaded. */
export const chromiumLaunchOptions = {
  ...chromium,
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${root}.artifacts/e2e-results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${root}.artifacts/e2e.json` }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
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
