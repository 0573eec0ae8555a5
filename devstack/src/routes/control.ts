import { Hono, type MiddlewareHandler } from 'hono'
import type { DevstackContext } from '../context.js'
import { isLoopbackOrigin } from '../loopbackOrigin.js'
import type { FaultRule, ProjectFeature } from '../state.js'

/** The methods by which a control changes the devstack's state. */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'

/**
 * Keeps the controls to the developer's own tools. A state-changing request (POST, PUT, PATCH,
 * DELETE) is refused with 403 when it carries an `Origin` that is not loopback
 * (`http(s)://127.0.0.1|localhost|[::1]`, any port; `Origin: null` too), and with 415 when it
 * is not `application/json`: a web page the developer visits can send a cross-site form POST
 * or a no-cors fetch (form or text/plain bodies, always with the page's Origin) without any
 * CORS check, and must not fault or reset the stack with it. A request without an Origin (Node
 * tests, curl) is allowed, with JSON. A DELETE without a body needs no content type: a page
 * cannot send a DELETE cross-site without a CORS preflight, which the devstack answers for
 * loopback origins only.
 */
export const controlGuard: MiddlewareHandler = async (c, next) => {
  if (!STATE_CHANGING_METHODS.has(c.req.method)) return next()
  const origin = c.req.header('origin')
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return c.json({ error: `/devstack controls answer loopback pages only, not ${origin}` }, 403)
  }
  const contentType = c.req.header('content-type')
  const bodyless = c.req.method === 'DELETE' && contentType === undefined
  if (!bodyless && !isJson(contentType)) {
    return c.json(
      {
        error: `/devstack controls take application/json, not ${contentType ?? 'no content type'}`,
      },
      415,
    )
  }
  return next()
}

/**
 * `/devstack/*`: controls for tests — settable project config, origins and analytics switch,
 * the recorded analytics events, fault injection, and a reset. Never affected by faults.
 * State-changing requests must be JSON and come from loopback or no origin
 * ({@link controlGuard}).
 */
export function controlRoutes(context: DevstackContext) {
  const { state } = context
  const app = new Hono()
  app.use('/devstack/*', controlGuard)

  const body = async (c: { req: { json: () => Promise<unknown> } }) => {
    try {
      return ((await c.req.json()) ?? {}) as Record<string, unknown>
    } catch {
      return {}
    }
  }
  const projectKey = (value: unknown) => (typeof value === 'string' && value ? value : '*')

  app.put('/devstack/features', async (c) => {
    const { projectId, features } = await body(c)
    if (features !== null && !Array.isArray(features)) {
      return c.json(
        { error: 'features must be an array of { id, isEnabled, config } or null' },
        400,
      )
    }
    state.features.set(projectKey(projectId), features as ProjectFeature[] | null)
    return c.json({ ok: true })
  })

  app.put('/devstack/origins', async (c) => {
    const { projectId, allowedOrigins } = await body(c)
    if (!Array.isArray(allowedOrigins) || allowedOrigins.some((o) => typeof o !== 'string')) {
      return c.json({ error: 'allowedOrigins must be an array of strings' }, 400)
    }
    state.allowedOrigins.set(projectKey(projectId), allowedOrigins as string[])
    return c.json({ ok: true })
  })

  app.put('/devstack/analytics-config', async (c) => {
    const { projectId, isAnalyticsEnabled } = await body(c)
    if (typeof isAnalyticsEnabled !== 'boolean') {
      return c.json({ error: 'isAnalyticsEnabled must be a boolean' }, 400)
    }
    state.analyticsEnabled.set(projectKey(projectId), isAnalyticsEnabled)
    return c.json({ ok: true })
  })

  app.get('/devstack/analytics-events', (c) => c.json({ events: state.analyticsEvents }))
  app.delete('/devstack/analytics-events', (c) => {
    state.analyticsEvents.length = 0
    return c.json({ ok: true })
  })

  app.get('/devstack/faults', (c) => c.json({ faults: state.faults }))
  app.post('/devstack/faults', async (c) => {
    const input = await body(c)
    const path = input.path
    if (typeof path !== 'string' || !path.startsWith('/')) {
      return c.json(
        { error: 'path must be a string starting with / (a trailing * matches a prefix)' },
        400,
      )
    }
    const status = input.status
    const delayMs = input.delayMs
    const drop = input.drop
    const times = input.times
    if (status !== undefined && (typeof status !== 'number' || status < 200 || status > 599)) {
      return c.json({ error: 'status must be an HTTP status code' }, 400)
    }
    if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0)) {
      return c.json({ error: 'delayMs must be a number ≥ 0' }, 400)
    }
    if (times !== undefined && (typeof times !== 'number' || times < 1)) {
      return c.json({ error: 'times must be a number ≥ 1' }, 400)
    }
    if (status === undefined && delayMs === undefined && drop !== true) {
      return c.json({ error: 'set at least one of status, delayMs, drop' }, 400)
    }
    const rule: FaultRule = { id: state.nextFaultId++, path, hits: 0 }
    if (typeof input.method === 'string') rule.method = input.method.toUpperCase()
    if (typeof status === 'number') rule.status = status
    if (typeof delayMs === 'number') rule.delayMs = delayMs
    if (drop === true) rule.drop = true
    if (typeof input.retryAfter === 'string' || typeof input.retryAfter === 'number') {
      rule.retryAfter = String(input.retryAfter)
    }
    if (typeof times === 'number') rule.times = times
    state.faults.push(rule)
    return c.json({ fault: rule }, 201)
  })
  app.delete('/devstack/faults', (c) => {
    state.faults.length = 0
    return c.json({ ok: true })
  })
  app.delete('/devstack/faults/:id', (c) => {
    const index = state.faults.findIndex((rule) => rule.id === Number(c.req.param('id')))
    if (index === -1) return c.json({ error: 'No such fault' }, 404)
    state.faults.splice(index, 1)
    return c.json({ ok: true })
  })

  // Fault control: the WalletConnect relay restarted in place (same port, every socket dropped).
  app.post('/devstack/relay/restart', async (c) => {
    if (!context.relay) {
      return c.json(
        { error: 'The relay runs in another process: restart it there (or restart the devstack)' },
        409,
      )
    }
    await context.relay.restart()
    return c.json({ ok: true, restarts: context.relay.restarts() })
  })

  app.post('/devstack/reset', (c) => {
    state.reset()
    return c.json({ ok: true })
  })

  return app
}
