import { Hono } from 'hono'
import { baseOf, frameApiRoutes, jsonBody } from './frameApiRoutes.js'
import { frameLoginRoutes } from './frameLoginRoutes.js'
import type { FrameService } from './frameService.js'
import { FrameServiceError } from './frameServiceError.js'
import { loadFrameScript } from './loadFrameScript.js'
import { type FramePageConfig, parentOriginOf } from './page/frame.js'
import { inboxPage } from './pages/inboxPage.js'

/**
 * The frame server's routes: the page (`/`), its script, its JSON API (`/api/*`, same origin),
 * the sign-in pages (device approval, social consent, Farcaster, passkeys; frameLoginRoutes.ts),
 * the dev inbox (`/devstack/inbox`, `/inbox`), the stall control and `/health`.
 */
export function frameRoutes(service: FrameService, chainIds: readonly number[]) {
  const app = new Hono()
  app.onError((error, c) =>
    error instanceof FrameServiceError
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: error.message }, 500),
  )
  app.get('/health', (c) => c.json({ ok: true, service: 'foyer-devstack-frame' }))
  app.get('/', (c) => {
    const config: FramePageConfig = { stall: service.stall, chainIds: [...chainIds] }
    c.header('cache-control', 'no-store')
    // Only the app the page was opened for may frame it.
    const origin = parentOriginOf(`?${new URL(c.req.url).searchParams}`)
    c.header('content-security-policy', `frame-ancestors ${origin ?? "'none'"}`)
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>Foyer embedded wallet</title></head><body><script>window.__FOYER_FRAME_CONFIG__=${JSON.stringify(config)}</script><script src="/frame.js"></script></body></html>`,
    )
  })
  app.get('/frame.js', async (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8')
    c.header('cache-control', 'no-store')
    return c.body(await loadFrameScript())
  })

  app.route('/api', frameApiRoutes(service))
  app.route('/', frameLoginRoutes(service))

  // Dev inbox: JSON for tests (CORS open: the inbox holds test codes only), HTML for people.
  app.get('/devstack/inbox', (c) => {
    c.header('access-control-allow-origin', '*')
    const email = c.req.query('email')
    return c.json({
      codes: service.inbox(email),
      devices: service.inboxDevices(baseOf(c).baseUrl, email),
    })
  })
  app.get('/inbox', (c) =>
    c.html(
      inboxPage(service.inbox(), service.inboxPurposes(), service.inboxDevices(baseOf(c).baseUrl)),
      200,
      { 'cache-control': 'no-store' },
    ),
  )
  // Fault control: `{ stall: true }` makes the page never send FRAME_READY; `{ deployAccounts:
  // false }` leaves new users' smart accounts undeployed (EIP-6492 signatures). Each field
  // given is set, the others are kept.
  const controls = () => ({ stall: service.stall, deployAccounts: service.deployAccounts })
  app.get('/devstack/frame', (c) => c.json(controls()))
  app.post('/devstack/frame', async (c) => {
    const { stall, deployAccounts } = await jsonBody(c.req.raw)
    if (stall !== undefined) service.stall = stall === true
    if (deployAccounts !== undefined) service.deployAccounts = deployAccounts !== false
    c.header('access-control-allow-origin', '*')
    return c.json(controls())
  })
  app.notFound((c) => c.json({ error: 'Not found', path: c.req.path }, 404))
  return app
}
