import { Hono } from 'hono'
import type { FrameService } from './frameService.js'
import { FrameServiceError } from './frameServiceError.js'
import { loadFrameScript } from './loadFrameScript.js'
import { type FramePageConfig, parentOriginOf } from './page/frame.js'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const bearer = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '') || undefined

/**
 * The frame server's routes: the page (`/`), its script, its JSON API (`/api/*`, same origin),
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

  const body = async (request: Request) =>
    ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
  app.post('/api/email', async (c) =>
    c.json({ result: service.requestCode((await body(c.req.raw)).email) }),
  )
  app.post('/api/otp', async (c) => {
    const { email, otp } = await body(c.req.raw)
    return c.json({ result: await service.verifyCode(email, otp) })
  })
  app.post('/api/user', (c) =>
    c.json({ result: service.user(bearer(c.req.header('authorization'))) }),
  )
  app.post('/api/sign-out', (c) => {
    service.signOut(bearer(c.req.header('authorization')))
    return c.json({ result: {} })
  })
  app.post('/api/rpc', async (c) => {
    const request = await body(c.req.raw)
    const result = await service.rpc(bearer(c.req.header('authorization')), {
      method: request.method,
      params: request.params,
      chainId: request.chainId,
    })
    return c.json({ result: result ?? null })
  })

  // Dev inbox: JSON for tests (CORS open: the inbox holds test codes only), HTML for people.
  app.get('/devstack/inbox', (c) => {
    c.header('access-control-allow-origin', '*')
    return c.json({ codes: service.inbox(c.req.query('email')) })
  })
  app.get('/inbox', (c) => {
    const rows = service
      .inbox()
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.email)}</td><td><code>${entry.code}</code></td><td>${new Date(entry.createdAt).toISOString()}</td></tr>`,
      )
      .join('')
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>Foyer dev inbox</title></head><body><h1>Dev inbox</h1><p>One-time codes sent by the devstack frame, newest first. They expire in 20 minutes.</p><table><thead><tr><th>Email</th><th>Code</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
    )
  })
  // Fault control: `{ stall: true }` makes the page never send FRAME_READY.
  app.get('/devstack/frame', (c) => c.json({ stall: service.stall }))
  app.post('/devstack/frame', async (c) => {
    const { stall } = await body(c.req.raw)
    service.stall = stall === true
    c.header('access-control-allow-origin', '*')
    return c.json({ stall: service.stall })
  })
  app.notFound((c) => c.json({ error: 'Not found', path: c.req.path }, 404))
  return app
}
