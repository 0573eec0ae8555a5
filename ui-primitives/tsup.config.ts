import { defineConfig } from 'tsup'

export default defineConfig({
  // One output module per source module (not one bundle), so a host's bundler can drop whole
  // parts it does not import, with their libraries: importing only Dialog must not pull in
  // sonner, @tanstack/react-virtual or uqr. package.json's `sideEffects: false` allows it.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts', '!src/testing/**'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Every part uses state and effects: mark the modules as client code for React Server
  // Components hosts (Next.js app router).
  banner: { js: "'use client'" },
})
