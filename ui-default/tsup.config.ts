import { rm } from 'node:fs/promises'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

// Declarations: `tsc -p tsconfig.build.json` after this, one per module against the other
// packages' built types (tsup's bundled declarations took 18 of the build's 22 s here, tsc 8).
// vanilla-extract is compiled at build time, in two passes with the same class names:
// 1. the library's JS, where `.css.ts` modules become class-name strings (no CSS emitted, so
//    lazily loaded views do not each carry a copy of the shared rules);
// 2. `src/styles.ts`, which imports every `.css.ts`, into the one `dist/styles.css` that hosts
//    import as `@foyer/ui-default/styles.css`.
const shared = {
  format: ['esm'] as 'esm'[],
  target: 'es2022',
  sourcemap: true,
  treeshake: true,
}

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    clean: true,
    splitting: true,
    external: ['react', 'react-dom', '@foyer/headless', '@foyer/ui-primitives'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
  },
  {
    ...shared,
    entry: { styles: 'src/styles.ts' },
    sourcemap: false,
    minify: true,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    async onSuccess() {
      await rm('dist/styles.js', { force: true })
    },
  },
])
