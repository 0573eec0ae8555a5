import { defineConfig } from 'tsup'

export default defineConfig({
  // One output module per source module, as viem ships: a host's bundler then drops every part
  // it does not import, with its share of viem (package.json's `sideEffects: false` allows it).
  // A merged bundle kept whole groups of modules, and viem with them, in every host.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts', '!src/test/**'],
  bundle: false,
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      'react/index': 'src/react/index.ts',
      'api/index': 'src/api/index.ts',
      'query/index': 'src/query/index.ts',
      'testing/index': 'src/testing/index.ts',
      'internal/index': 'src/internal/index.ts',
      'embedded/index': 'src/embedded/index.ts',
      'siwx/index': 'src/siwx/index.ts',
    },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
