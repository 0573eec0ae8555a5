import type { Context } from 'hono'
import { Hono } from 'hono'
import type { FrameService } from './frameService.js'

/** A request's JSON body (an empty object when there is none). */
export const jsonBody = async (request: Request) =>
  ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>

/** The frame server's own origin and port, as the request reached it. */
export const baseOf = (c: Context) => {
  const url = new URL(c.req.url)
  return { baseUrl: url.origin, port: url.port || (url.protocol === 'https:' ? '443' : '80') }
}

const bearer = (c: Context) =>
  c.req.header('authorization')?.replace(/^Bearer\s+/i, '') || undefined

/**
 * The frame page's JSON API (same origin, `POST /api/*`, `{ result }` or `{ error }`): what the
 * page calls to answer the app's messages. Signed-in calls take `authorization: Bearer <token>`.
 */
export function frameApiRoutes(service: FrameService) {
  const app = new Hono()
  const route = (
    path: string,
    handler: (body: Record<string, unknown>, c: Context) => unknown | Promise<unknown>,
  ) =>
    app.post(path, async (c) => {
      const result = await handler(await jsonBody(c.req.raw), c)
      return c.json({ result: result ?? null })
    })

  // Email login, device approval, email change.
  route('/email', ({ email, deviceId }) => service.requestCode(email, deviceId))
  route('/device', ({ email, deviceId }) => service.deviceStatus(email, deviceId))
  route('/otp', ({ email, otp, deviceId }) => service.verifyCode(email, otp, deviceId))
  route('/update-email', ({ email }, c) => service.updateEmail(bearer(c), email))
  route('/update-email/primary', ({ otp }, c) => service.verifyUpdateEmailPrimary(bearer(c), otp))
  route('/update-email/secondary', ({ otp }, c) =>
    service.verifyUpdateEmailSecondary(bearer(c), otp),
  )

  // Social, Farcaster and passkey logins.
  route('/social/start', (body, c) =>
    service.social.start(
      {
        provider: body.provider,
        redirectUri: body.redirectUri,
        origin: body.origin,
        app: body.app,
      },
      baseOf(c).baseUrl,
    ),
  )
  route('/social/connect', ({ uri }) => service.social.connect(uri))
  route('/farcaster/start', ({ app: info }, c) => service.farcaster.start(info, baseOf(c).baseUrl))
  route('/farcaster/poll', ({ channel }) => service.farcaster.poll(channel))
  route('/farcaster/cancel', ({ channel }) => {
    service.farcaster.cancel(channel)
    return {}
  })
  route('/passkey/start', ({ origin, app: info }, c) =>
    service.passkeys.start({ origin, app: info }, baseOf(c).port),
  )
  route('/passkey/connect', ({ uri }) => service.passkeys.connect(uri))

  // The signed-in user and their accounts.
  route('/user', (body, c) =>
    body.chainId === undefined && body.preferredAccountType === undefined
      ? service.user(bearer(c))
      : service.getUser(bearer(c), body),
  )
  route('/preferred-account', ({ type }, c) => service.setPreferredAccount(bearer(c), type))
  route('/smart-account', ({ chainId }, c) => service.initSmartAccount(bearer(c), chainId))
  route('/sign-out', (_, c) => {
    service.signOut(bearer(c))
    return {}
  })
  route('/rpc', (body, c) =>
    service.rpc(bearer(c), {
      method: body.method,
      params: body.params,
      chainId: body.chainId,
      preferredAccountType: body.preferredAccountType,
    }),
  )
  return app
}
