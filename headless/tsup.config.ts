import { defineConfig } from 'tsup'

export default defineConfig({
  // One output module per source module, as viem ships: a host's bundler then drops every part
  // it does not import, with its share of viem (package.json's `sideEffects: false` allows it).
  // A merged bundle kept whole groups of modules, and viem with them, in every host.
  // Declarations: `tsc -p tsconfig.build.json` after this, also one per module (a fifth of the
  // time tsup's bundled declarations took: 10 against 49 s here).
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts', '!src/test/**'],
  bundle: false,
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
