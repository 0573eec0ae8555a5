import type { Foyer } from '@foyer/headless'

/** What a demo page exposes as `window.foyerDemo`, for tests only. */
export type FoyerDemoHandle = {
  /** The page's Foyer instance. */
  foyer: Foyer
  /** The headless actions tests drive it with, loaded on first call (a chunk of its own). */
  actions: () => Promise<typeof import('./testActions.js')>
}

/**
 * Tests only: exposes a page's instance as `window.foyerDemo`, so a browser test can run many
 * connect/disconnect cycles through the headless API without clicking through the modal each
 * time (tests/e2e/leaks.spec.ts). The actions load on demand: the page's first load is unchanged.
 * Each page calls it from a module script of its own (`exposeDemo.ts`), which keeps the demo's
 * files (the README's quick start) free of test code.
 */
export function exposeForTests(foyer: Foyer): void {
  const handle: FoyerDemoHandle = { foyer, actions: () => import('./testActions.js') }
  Object.assign(window, { foyerDemo: handle })
}
