import { Hono } from 'hono'

/**
 * `GET path`: a test wallet's browser bundle (from `load`), after `prelude` (a line that sets
 * the wallet's config global; a function of the request's query when the script takes
 * options), as JavaScript any page may load (CORS `*`, never cached).
 */
export function walletScriptRoute(
  path: string,
  load: () => Promise<string>,
  prelude: string | ((query: (name: string) => string | undefined) => string) = '',
) {
  return new Hono().get(path, async (c) => {
    const script = await load()
    const line = typeof prelude === 'string' ? prelude : prelude((name) => c.req.query(name))
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    return c.body(line + script)
  })
}
