import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources in tests through the custom export
// condition `@foyer/source`, so no build is needed to run the unit suite.
const conditions = ['@foyer/source', 'module', 'browser', 'development|production']
const sourceResolve = { conditions }

export default defineConfig({
  resolve: sourceResolve,
  ssr: { resolve: { conditions: ['@foyer/source', 'module', 'node', 'development|production'] } },
  test: {
    projects: [
      {
        resolve: sourceResolve,
        test: {
          name: 'headless',
          root: './headless',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: sourceResolve,
        test: {
          name: 'ui-primitives',
          root: './ui-primitives',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: sourceResolve,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'ui-default',
          root: './ui-default',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        resolve: sourceResolve,
        test: {
          name: 'devstack',
          root: './devstack',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: sourceResolve,
        ssr: {
          resolve: { conditions: ['@foyer/source', 'module', 'node', 'development|production'] },
        },
        test: {
          name: 'tests',
          root: './tests',
          environment: 'node',
          include: ['deps/**/*.test.ts', 'integration/**/*.test.ts'],
          globalSetup: ['./integration/globalSetup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['headless/src/**/*.ts'],
      exclude: ['headless/src/react/**', '**/*.test.ts', '**/*.test-d.ts', 'headless/src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: './coverage',
    },
  },
})
