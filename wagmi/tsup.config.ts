import { defineConfig } from 'tsup'

export default defineConfig({
  // One output module per source module, like headless: a host's bundler keeps only what it uses.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peers and the core stay imports, resolved by the host's bundler to its own copies.
  external: ['@foyer/headless', '@wagmi/core', 'viem'],
})
