// The provider API functions of `@foyer/headless/api` against the devstack's real routes
// (devstack/src/routes/providerApi.ts, control.ts): wallet directory, images, project config,
// origins, analytics config and analytics events.
import { DEVSTACK_CONTROL_URL, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '@foyer/devstack/config'
import { constants, HttpStatusError } from '@foyer/headless'
import {
  createAnalytics,
  createErrorTelemetry,
  getAllowedOrigins,
  getAnalyticsConfig,
  getImage,
  getImageUrl,
  getProjectConfig,
  getWallets,
  type HttpClient,
  type ImageKind,
} from '@foyer/headless/api'
import { describe, expect, test } from 'vitest'
import { control, devstackApi, uniqueProjectId } from './apiHelpers.js'

const directoryOf = (projectId?: string): HttpClient => {
  const { directory } = devstackApi(projectId)
  if (!directory) throw new Error('createFoyerApi made no provider API client')
  return directory
}

describe('wallet directory: getWallets', () => {
  const directory = directoryOf()

  test('behavior: pages of the whole directory, none repeated, with the total count', async () => {
    const first = await getWallets(directory, { page: 1, entries: 40 })
    const second = await getWallets(directory, { page: 2, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    expect(first.count).toBeGreaterThan(80)
    expect(second.count).toBe(first.count)
    const ids = new Set([...first.data, ...second.data].map((wallet) => wallet.id))
    expect(ids.size).toBe(80)
    for (const wallet of first.data) {
      expect(wallet).toEqual(
        expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
      )
      expect(typeof wallet.image_id).toBe('string')
      expect(Array.isArray(wallet.chains)).toBe(true)
    }
  })

  test('behavior: search finds the test wallet by name, case-insensitively', async () => {
    const page = await getWallets(directory, {
      page: 1,
      entries: 100,
      search: `  ${TEST_WALLET_NAME.toUpperCase()} `,
    })
    expect(page.count).toBeGreaterThanOrEqual(1)
    expect(page.data.map((wallet) => wallet.rdns)).toContain(TEST_WALLET_RDNS)
    for (const wallet of page.data)
      expect(wallet.name.toLowerCase()).toContain(TEST_WALLET_NAME.toLowerCase())
  })

  test('behavior: include and exclude are id lists; badge and chains filter', async () => {
    const { data, count } = await getWallets(directory, { page: 1, entries: 3 })
    const ids = data.map((wallet) => wallet.id)
    const included = await getWallets(directory, { page: 1, entries: 40, include: ids })
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual([...ids].sort())
    expect(included.count).toBe(3)

    const excluded = await getWallets(directory, { page: 1, entries: 40, exclude: ids })
    expect(excluded.count).toBe(count - 3)
    for (const wallet of excluded.data) expect(ids).not.toContain(wallet.id)

    const certified = await getWallets(directory, {
      page: 1,
      entries: 100,
      badge_type: 'certified',
    })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.count).toBeLessThan(count)
    for (const wallet of certified.data) expect(wallet.badge_type).toBe('certified')

    const chains = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
    const solana = await getWallets(directory, { page: 1, entries: 100, chains })
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.count).toBeLessThan(count)
    for (const wallet of solana.data) expect(wallet.chains).toEqual(expect.arrayContaining(chains))
  })
})

describe('images: getImage, getImageUrl', () => {
  const directory = directoryOf()

  test.each<ImageKind>(['wallet', 'asset', 'currency', 'token'])(
    'behavior: a %s image is an SVG blob, the same bytes as its URL serves',
    async (kind) => {
      const { data } = await getWallets(directory, {
        page: 1,
        entries: 1,
        search: TEST_WALLET_NAME,
      })
      expect(data[0]?.image_id).toMatch(/^[0-9a-f]{64}$/)
      const id = kind === 'wallet' ? String(data[0]?.image_id) : 'ETH'
      const blob = await getImage(directory, { kind, id })
      expect(blob).toBeInstanceOf(Blob)
      expect(blob?.type).toBe('image/svg+xml')
      const text = await blob?.text()
      expect(text).toMatch(/^<svg[\s>]/)

      const response = await fetch(getImageUrl(directory, { kind, id }))
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(text)
    },
  )
})

describe('project configuration: getProjectConfig', () => {
  test('default: a project without settings gets the devstack defaults', async () => {
    const config = await getProjectConfig(directoryOf(uniqueProjectId('config')))
    expect(config.status).toBe('fetched')
    if (config.status !== 'fetched') return
    expect(config.features.map((feature) => feature.id).sort()).toEqual(
      ['activity', 'onramp', 'reown_branding', 'social_login', 'swap'].sort(),
    )
    const social = config.features.find((feature) => feature.id === 'social_login')
    expect(social?.config).toContain('email')
  })

  test('behavior: the features set for a project are read back as set', async () => {
    const projectId = uniqueProjectId('config')
    const features = [
      { id: 'social_login', isEnabled: true, config: ['email', 'github'] },
      { id: 'swap', isEnabled: false, config: null },
    ]
    await control('/features', { method: 'PUT', body: { projectId, features } })
    expect(await getProjectConfig(directoryOf(projectId))).toEqual({ status: 'fetched', features })
    // Another project is not affected.
    const other = await getProjectConfig(directoryOf(uniqueProjectId('config')))
    expect(other.status === 'fetched' && other.features.length).toBe(5)
  })

  test('behavior: features null means the project has no remote configuration', async () => {
    const projectId = uniqueProjectId('config')
    await control('/features', { method: 'PUT', body: { projectId, features: null } })
    expect(await getProjectConfig(directoryOf(projectId))).toEqual({ status: 'none' })
  })

  test('error: a failing route is reported as failed, with the HTTP status', async () => {
    const { fault } = (await control('/faults', {
      method: 'POST',
      body: { path: '/appkit/v1/config', status: 404, times: 1 },
    })) as { fault: { id: number } }
    try {
      const config = await getProjectConfig(directoryOf(uniqueProjectId('config')))
      expect(config.status).toBe('failed')
      if (config.status !== 'failed') return
      expect(config.error).toBeInstanceOf(HttpStatusError)
      expect((config.error as HttpStatusError).status).toBe(404)
    } finally {
      // Used up after one request; removed here in case the request never came.
      await fetch(`${DEVSTACK_CONTROL_URL}/faults/${fault.id}`, { method: 'DELETE' })
    }
  })
})

describe('origins and analytics switch: getAllowedOrigins, getAnalyticsConfig', () => {
  test('default: loopback origins allowed and analytics on', async () => {
    const directory = directoryOf(uniqueProjectId('origins'))
    expect(await getAllowedOrigins(directory)).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    )
    expect(await getAnalyticsConfig(directory)).toBe(true)
  })

  test('behavior: a project’s origins and analytics switch are read as set', async () => {
    const projectId = uniqueProjectId('origins')
    const allowedOrigins = ['https://app.example', 'http://127.0.0.1:5173']
    await control('/origins', { method: 'PUT', body: { projectId, allowedOrigins } })
    await control('/analytics-config', {
      method: 'PUT',
      body: { projectId, isAnalyticsEnabled: false },
    })
    const directory = directoryOf(projectId)
    expect(await getAllowedOrigins(directory)).toEqual(allowedOrigins)
    expect(await getAnalyticsConfig(directory)).toBe(false)
  })

  test('behavior: a route answering 503 twice is retried to its answer (SPEC §7)', async () => {
    // Only this file calls /getAnalyticsConfig. Without retries the failure would read as
    // "analytics disabled".
    const { fault } = (await control('/faults', {
      method: 'POST',
      body: { path: '/getAnalyticsConfig', status: 503, times: 2 },
    })) as { fault: { id: number } }
    try {
      expect(await getAnalyticsConfig(directoryOf(uniqueProjectId('retry')))).toBe(true)
      const { faults } = (await control('/faults', { method: 'GET' })) as {
        faults: { id: number }[]
      }
      expect(faults.map((rule) => rule.id)).not.toContain(fault.id)
    } finally {
      await fetch(`${DEVSTACK_CONTROL_URL}/faults/${fault.id}`, { method: 'DELETE' })
    }
  })
})

describe('analytics events: createAnalytics, createErrorTelemetry', () => {
  type Recorded = { query: Record<string, string>; body: Record<string, unknown> }
  const recorded = async (eventId: string) => {
    const { events } = (await control('/analytics-events', { method: 'GET' })) as {
      events: Recorded[]
    }
    return events.filter((event) => event.body?.eventId === eventId)
  }

  const analyticsFor = (projectId: string, eventId: string) => {
    const { analytics } = devstackApi(projectId)
    if (!analytics) throw new Error('createFoyerApi made no analytics client')
    return createAnalytics({
      http: analytics,
      projectId,
      sdkType: constants.FOYER_SDK_TYPE,
      sdkVersion: constants.FOYER_VERSION,
      isEnabled: () => true,
      getLocation: () => ({ href: 'http://127.0.0.1:5173/shop', host: '127.0.0.1:5173' }),
      now: () => 1_700_000_000_000,
      randomId: () => eventId,
    })
  }

  test('behavior: an event reaches the events path with its query and body', async () => {
    const projectId = uniqueProjectId('analytics')
    const eventId = crypto.randomUUID()
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const sent = await analyticsFor(projectId, eventId).track(
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } },
      address,
    )
    expect(sent).toBe(true)
    const events = await recorded(eventId)
    expect(events).toHaveLength(1)
    expect(events[0]?.query).toEqual(
      expect.objectContaining({
        projectId,
        st: constants.FOYER_SDK_TYPE,
        sv: constants.FOYER_VERSION,
      }),
    )
    expect(events[0]?.body).toEqual({
      eventId,
      url: 'http://127.0.0.1:5173/shop',
      domain: '127.0.0.1:5173',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser' },
        address,
      },
    })
  })

  test('behavior: the modal-created event is never sent', async () => {
    const eventId = crypto.randomUUID()
    const analytics = analyticsFor(uniqueProjectId('analytics'), eventId)
    expect(await analytics.track({ type: 'track', event: 'MODAL_CREATED' })).toBe(false)
    expect(await recorded(eventId)).toEqual([])
  })

  test('behavior: error telemetry sends ERROR events, at most 5 per minute', async () => {
    const ids: string[] = []
    const projectId = uniqueProjectId('telemetry')
    const telemetry = createErrorTelemetry({
      analytics: {
        track: (event, address) => {
          const eventId = crypto.randomUUID()
          ids.push(eventId)
          return analyticsFor(projectId, eventId).track(event, address)
        },
      },
    })
    const results = []
    for (let index = 0; index < 6; index++)
      results.push(await telemetry.report(new Error(`boom ${index}`)))
    expect(results).toEqual([true, true, true, true, true, false])
    expect(ids).toHaveLength(5)
    const first = (await recorded(ids[0] as string))[0]
    expect(first?.body.props).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: { name: 'Error', message: 'boom 0' },
    })
  })
})
