import { Hono } from 'hono'
import { baseOf, jsonBody } from './frameApiRoutes.js'
import type { FrameService } from './frameService.js'
import { loadFrameScript } from './loadFrameScript.js'
import { consentPage } from './pages/consentPage.js'
import { devicePage } from './pages/devicePage.js'
import { farcasterPage } from './pages/farcasterPage.js'
import { passkeyPage } from './pages/passkeyPage.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialLogin.js'

const isForm = (contentType: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType ?? '')

/**
 * The frame server's sign-in pages and their test controls: device approval (`/device/<id>`),
 * social consent (`/social/<provider>/consent?state=`), Farcaster approval
 * (`/farcaster/<channel>`) and passkeys (`/passkey?state=`, reached as http://localhost:<port>).
 * Each `GET` is a page for people; each `POST` with JSON is what its buttons (and tests) send.
 */
export function frameLoginRoutes(service: FrameService) {
  const app = new Hono()
  // Never cached, never framed (a framed "Approve" button could be clickjacked).
  const noStore = {
    'cache-control': 'no-store',
    'content-security-policy': "frame-ancestors 'none'",
  }

  // Device approval: a form POST answers a page, a JSON (or empty) POST answers JSON.
  app.get('/device/:id', (c) => {
    const approval = service.deviceApproval(c.req.param('id'))
    if (!approval) return c.json({ error: 'Unknown device approval' }, 404)
    return c.html(devicePage(approval.email, approval.approved), 200, noStore)
  })
  app.post('/device/:id', (c) => {
    const result = service.approveDevice(c.req.param('id'))
    return isForm(c.req.header('content-type'))
      ? c.html(devicePage(result.email, true), 200, noStore)
      : c.json(result)
  })

  // Social consent: `{ userName }` continues, `{ cancel: true }` refuses.
  app.get('/social/:provider/consent', (c) => {
    const consent = service.social.consent(c.req.query('state'))
    if (consent.provider !== c.req.param('provider')) return c.json({ error: 'Not found' }, 404)
    return c.html(consentPage(consent), 200, noStore)
  })
  app.post('/social/:provider/consent', async (c) => {
    const provider = c.req.param('provider') as SocialProvider
    if (!SOCIAL_PROVIDERS.includes(provider)) return c.json({ error: 'Not found' }, 404)
    if (service.social.consent(c.req.query('state')).provider !== provider) {
      return c.json({ error: 'Not found' }, 404)
    }
    const body = await jsonBody(c.req.raw)
    return c.json(service.social.decide(c.req.query('state'), body, baseOf(c).baseUrl))
  })
  app.get('/social/result', (c) =>
    c.html(
      '<!doctype html><html><head><meta charset="utf-8"><title>Sign-in</title></head><body><p>Sign-in finished. You can close this window.</p></body></html>',
    ),
  )

  // Farcaster: `{ userName }` approves, `{ reject: true }` rejects.
  app.get('/farcaster/:channel', (c) =>
    c.html(farcasterPage(service.farcaster.channel(c.req.param('channel'))), 200, noStore),
  )
  app.post('/farcaster/:channel', async (c) =>
    c.json(service.farcaster.decide(c.req.param('channel'), await jsonBody(c.req.raw))),
  )

  // Passkeys: the page, its script and the two WebAuthn ceremonies.
  app.get('/passkey', (c) => {
    const id = c.req.query('state') ?? ''
    return c.html(passkeyPage(id, service.passkeys.state(id)), 200, noStore)
  })
  app.get('/passkey.js', async (c) =>
    c.body(await loadFrameScript('passkey'), 200, {
      'content-type': 'application/javascript; charset=utf-8',
      ...noStore,
    }),
  )
  app.post('/passkey/register/options', async (c) => {
    const { state, userName } = await jsonBody(c.req.raw)
    return c.json(await service.passkeys.registrationOptions(state, userName))
  })
  app.post('/passkey/register/verify', async (c) => {
    const { state, response } = await jsonBody(c.req.raw)
    return c.json(await service.passkeys.register(state, response, baseOf(c).port))
  })
  app.post('/passkey/login/options', async (c) => {
    const { state } = await jsonBody(c.req.raw)
    return c.json(await service.passkeys.authenticationOptions(state))
  })
  app.post('/passkey/login/verify', async (c) => {
    const { state, response } = await jsonBody(c.req.raw)
    return c.json(await service.passkeys.authenticate(state, response, baseOf(c).port))
  })
  app.get('/passkey/result', (c) =>
    c.html(
      '<!doctype html><html><head><meta charset="utf-8"><title>Passkey</title></head><body><p>Passkey sign-in finished. You can close this window.</p></body></html>',
    ),
  )
  return app
}
