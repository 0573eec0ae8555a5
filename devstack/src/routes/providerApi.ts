import { Hono } from 'hono'
import type { DevstackContext } from '../context.js'
import { generateImage } from '../images.js'
import { queryWallets, walletNameForImage } from '../provider/walletDirectory.js'

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const integer = (value: string | undefined) => {
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  return Number.isInteger(number) ? number : Number.NaN
}

const svg = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    },
  })

/**
 * The provider API: wallet directory, images, project config and origins, analytics.
 * Settable parts live under `/devstack/*` (see `control.ts`).
 */
export function providerApiRoutes(context: DevstackContext) {
  const { state } = context
  const app = new Hono()

  app.get('/getWallets', (c) => {
    const page = integer(c.req.query('page'))
    const entries = integer(c.req.query('entries'))
    if (Number.isNaN(page) || Number.isNaN(entries) || (page ?? 1) < 1 || (entries ?? 1) < 1) {
      return c.json({ error: 'page and entries must be positive integers' }, 400)
    }
    const search = c.req.query('search')
    const badge = c.req.query('badge_type')
    const include = list(c.req.query('include'))
    const exclude = list(c.req.query('exclude'))
    const chains = list(c.req.query('chains'))
    const result = queryWallets({
      ...(page !== undefined ? { page } : {}),
      ...(entries !== undefined ? { entries } : {}),
      ...(search !== undefined ? { search } : {}),
      ...(badge ? { badge_type: badge } : {}),
      ...(include ? { include } : {}),
      ...(exclude ? { exclude } : {}),
      ...(chains ? { chains } : {}),
    })
    return c.json(result)
  })

  app.get('/getWalletImage/:id', (c) => {
    const id = c.req.param('id')
    return svg(generateImage(`wallet:${id}`, walletNameForImage(id) ?? id))
  })
  for (const kind of ['Asset', 'Currency', 'Token'] as const) {
    app.get(`/public/get${kind}Image/:id`, (c) => {
      const id = c.req.param('id')
      return svg(generateImage(`${kind.toLowerCase()}:${id}`, id))
    })
  }

  app.get('/appkit/v1/config', (c) =>
    c.json({ features: state.featuresFor(c.req.query('projectId')) }),
  )

  app.get('/projects/v1/origins', (c) =>
    c.json({ allowedOrigins: state.originsFor(c.req.query('projectId')) }),
  )

  app.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: state.analyticsFor(c.req.query('projectId')) }),
  )

  const recordEvent = async (c: {
    req: { queries: () => Record<string, string[]>; json: () => Promise<unknown> }
  }) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      body = null
    }
    const query = Object.fromEntries(
      Object.entries(c.req.queries()).map(([key, values]) => [key, values[0] ?? '']),
    )
    state.analyticsEvents.push({ receivedAt: new Date().toISOString(), query, body })
  }
  app.post('/e', async (c) => {
    await recordEvent(c)
    return c.json({ ok: true }, 202)
  })

  return app
}
