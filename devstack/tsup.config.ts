import { builtinModules } from 'node:module'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', config: 'src/config.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node20',
  platform: 'node',
  // Build-time tools are loaded lazily (only when running from sources) and never bundled.
  external: [...builtinModules, /^node:/, 'esbuild', 'solc'],
})
