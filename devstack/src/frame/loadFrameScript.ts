import { loadBrowserBundle } from '../browserBundle.js'

/** The frame server's browser bundles: the frame page and the passkey page. */
const bundles = {
  frame: { dist: 'frame.js', entry: ['frame', 'page', 'browser.ts'] },
  passkey: { dist: 'frame-passkey.js', entry: ['frame', 'page', 'passkeyBrowser.ts'] },
} as const

/**
 * A browser bundle of the frame server (see `loadBrowserBundle`): `frame` is the frame page
 * (`/frame.js`), `passkey` the passkey page (`/passkey.js`).
 */
export function loadFrameScript(name: keyof typeof bundles = 'frame'): Promise<string> {
  return loadBrowserBundle(bundles[name])
}
