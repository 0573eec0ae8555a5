import { Hono } from 'hono'

/**
 * `GET path`: a test wallet's browser bundle (from `load`), after `prelude` (a line that sets
 * the wallet's config global), as JavaScript any page may load (CORS `*`, never cached).
 */
export function walletScriptRoute(path: string, load: () => Promise<string>, prelude = '') {
  return new Hono().get(path, async (c) => {
    const script = await load()
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    return c.body(prelude + script)
  })
}
