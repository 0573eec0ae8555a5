import { afterEach, describe, expect, test, vi } from 'vitest'
import { InvalidAppConfigurationError, InvalidProjectIdError } from '../errors/alerts.js'
import { HttpStatusError } from '../errors/api.js'
import { type ReceivedRequest, startTestServer, type TestResponse } from '../test/httpServer.js'
import { alertForApiError } from './alertForApiError.js'
import { createFoyerApi } from './createFoyerApi.js'
import { createHttpClient } from './createHttpClient.js'
import { getAllowedOrigins } from './getAllowedOrigins.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { getImage, getImageUrl } from './getImage.js'
import { getProjectConfig } from './getProjectConfig.js'
import { getWallets } from './getWallets.js'
import { requestWallets } from './requestWallets.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function provider(routes: Record<string, (request: ReceivedRequest) => TestResponse>) {
  const server = await startTestServer(
    (request) => routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404 },
  )
  servers.push(server)
  const onError = vi.fn()
  const api = createFoyerApi({
    projectId: 'p1',
    sdkVersion: '0.1.0',
    apiUrl: server.url,
    onError,
  })
  if (!api.directory) throw new Error('directory client expected')
  return { server, http: api.directory, onError }
}

const wallet = { id: 'w1', name: 'One', image_id: 'i1', rdns: 'io.one', chains: ['eip155:1'] }

describe('getWallets', () => {
  test('default: every query field, with projectId, st and sv', async () => {
    const { server, http } = await provider({
      'GET /getWallets': () => ({ body: { data: [wallet], count: 437 } }),
    })
    const page = await getWallets(http, {
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'meta',
      badge_type: 'certified',
      chains: ['eip155:1', 'solana:5eykt4'],
    })
    expect(page).toEqual({ data: [wallet], count: 437 })
    expect(server.requests[0]?.query).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: '0.1.0',
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      search: 'meta',
      badge_type: 'certified',
      chains: 'eip155:1,solana:5eykt4',
    })
  })
  test('behavior: empty lists are not sent; odd answers read as empty', async () => {
    const { server, http } = await provider({ 'GET /getWallets': () => ({ body: {} }) })
    expect(await getWallets(http, { page: 1, entries: 4, include: [], exclude: [] })).toEqual({
      data: [],
      count: 0,
    })
    expect(server.requests[0]?.query.include).toBeUndefined()
  })
  test('behavior: a failure is swallowed as an empty page', async () => {
    const { http } = await provider({ 'GET /getWallets': () => ({ status: 400 }) })
    expect(await getWallets(http, { page: 1, entries: 40 })).toEqual({ data: [], count: 0 })
  })
  test('behavior: requestWallets throws the failure, so a list can offer to try again', async () => {
    const { http } = await provider({ 'GET /getWallets': () => ({ status: 400 }) })
    await expect(requestWallets(http, { page: 1, entries: 40 })).rejects.toBeInstanceOf(
      HttpStatusError,
    )
    const { http: odd } = await provider({ 'GET /getWallets': () => ({ body: null }) })
    expect(await requestWallets(odd, { page: 1, entries: 40 })).toEqual({ data: [], count: 0 })
  })
})

describe('getProjectConfig', () => {
  test('default: the remote features', async () => {
    const features = [
      { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
      { id: 'swap', isEnabled: false, config: null },
      { id: 'bogus' },
    ]
    const { server, http } = await provider({
      'GET /appkit/v1/config': () => ({ body: { features } }),
    })
    expect(await getProjectConfig(http)).toEqual({
      status: 'fetched',
      features: features.slice(0, 2),
    })
    expect(server.requests[0]?.query.projectId).toBe('p1')
  })
  test('behavior: a failure is returned, not thrown', async () => {
    const { http } = await provider({ 'GET /appkit/v1/config': () => ({ status: 401 }) })
    const result = await getProjectConfig(http)
    expect(result.status).toBe('failed')
    const { http: empty } = await provider({
      'GET /appkit/v1/config': () => ({ body: { features: null } }),
    })
    expect(await getProjectConfig(empty)).toEqual({ status: 'none' })
  })
})

describe('getAllowedOrigins', () => {
  test('default: the allowed origins', async () => {
    const { http } = await provider({
      'GET /projects/v1/origins': () => ({
        body: { allowedOrigins: ['https://app.example', 42] },
      }),
    })
    expect(await getAllowedOrigins(http)).toEqual(['https://app.example'])
  })
  test('behavior: an empty list on failure; the origin alert reaches onError', async () => {
    const { http, onError } = await provider({
      'GET /projects/v1/origins': () => ({
        status: 401,
        body: { reasons: [{ description: 'Unauthorized: origin not allowed' }] },
      }),
    })
    expect(await getAllowedOrigins(http)).toEqual([])
    const [error, request] = onError.mock.calls[0] ?? []
    expect(alertForApiError(error, request.path)).toBeInstanceOf(InvalidAppConfigurationError)
    const { http: odd } = await provider({ 'GET /projects/v1/origins': () => ({ body: {} }) })
    expect(await getAllowedOrigins(odd)).toEqual([])
  })
})

describe('getAnalyticsConfig', () => {
  test('default: whether analytics is enabled', async () => {
    const { http } = await provider({
      'GET /getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
    })
    expect(await getAnalyticsConfig(http)).toBe(true)
  })
  test('behavior: failures read as disabled; a 403 is an invalid app configuration', async () => {
    const { http, onError } = await provider({
      'GET /getAnalyticsConfig': () => ({ status: 403 }),
    })
    expect(await getAnalyticsConfig(http)).toBe(false)
    const [error, request] = onError.mock.calls[0] ?? []
    expect(alertForApiError(error, request.path)).toBeInstanceOf(InvalidAppConfigurationError)
  }, 10_000)
})

describe('alertForApiError', () => {
  test('behavior: provider reasons map to alerts; other errors to nothing', () => {
    const invalidKey = new HttpStatusError(401, {
      body: { reasons: [{ description: 'Unauthorized: invalid key' }] },
    })
    expect(alertForApiError(invalidKey)).toBeInstanceOf(InvalidProjectIdError)
    expect(alertForApiError(new HttpStatusError(403), '/getWallets')).toBeUndefined()
    expect(alertForApiError(new Error('x'))).toBeUndefined()
  })
})

describe('images', () => {
  test('default: wallet, asset, currency and token images as blobs', async () => {
    const image = () => ({ raw: Buffer.from('png') })
    const { server, http } = await provider({
      'GET /getWalletImage/w1': image,
      'GET /public/getAssetImage/a1': image,
      'GET /public/getCurrencyImage/c1': image,
      'GET /public/getTokenImage/t1': image,
    })
    for (const [kind, id] of [
      ['wallet', 'w1'],
      ['asset', 'a1'],
      ['currency', 'c1'],
      ['token', 't1'],
    ] as const) {
      const blob = await getImage(http, { kind, id })
      expect(await blob?.text()).toBe('png')
    }
    expect(server.requests).toHaveLength(4)
    expect(getImageUrl(http, { kind: 'wallet', id: 'w1' })).toBe(
      `${server.url}/getWalletImage/w1?projectId=p1&st=foyer&sv=0.1.0`,
    )
  })
  test('behavior: a missing image is undefined', async () => {
    const { http } = await provider({})
    expect(await getImage(http, { kind: 'token', id: 'none' })).toBeUndefined()
  })
})

describe('createFoyerApi', () => {
  test('behavior: with no provider configured, no client exists, so nothing is fetched', () => {
    const fetch = vi.fn()
    const api = createFoyerApi({ projectId: 'p', sdkVersion: '1', fetch })
    expect(api).toMatchObject({ directory: undefined, blockchain: undefined, analytics: undefined })
    expect(fetch).not.toHaveBeenCalled()
  })
  test('parameters: each service URL makes its client', () => {
    const api = createFoyerApi({
      projectId: 'p',
      sdkType: 'custom',
      sdkVersion: '1',
      clientId: 'c',
      apiUrl: 'http://127.0.0.1:1',
      blockchainApiUrl: 'http://127.0.0.1:2',
      analyticsUrl: 'http://127.0.0.1:3',
      fetch: globalThis.fetch,
    })
    expect(api.directory?.baseUrl).toBe('http://127.0.0.1:1/')
    expect(api.blockchain?.http.baseUrl).toBe('http://127.0.0.1:2/')
    expect(api.analytics?.url({ path: '/e' })).toBe(
      'http://127.0.0.1:3/e?projectId=p&st=custom&sv=1&clientId=c',
    )
    expect(createHttpClient({ baseUrl: 'http://127.0.0.1:4' }).baseUrl).toBe('http://127.0.0.1:4/')
  })
})
