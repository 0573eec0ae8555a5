import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

// vanilla-extract is compiled at build time: `.css.ts` modules become class-name strings in the
// JS and one static `dist/index.css` that hosts import as `@foyer/ui-default/styles.css`.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@foyer/headless', '@foyer/ui-primitives'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
})
