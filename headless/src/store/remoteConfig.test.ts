import { afterEach, describe, expect, test, vi } from 'vitest'
import { createHttpClient } from '../api/createHttpClient.js'
import { UnknownError } from '../errors/generic.js'
import { LocalConfigurationIgnoredWarning } from '../errors/warnings.js'
import { startTestServer } from '../test/httpServer.js'
import { loadRemoteFeatures } from './loadRemoteFeatures.js'
import { mergeRemoteFeatures } from './remoteConfig.js'
import { defaultFeatures, resolveFeatures } from './resolveOptions.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const fetched = (features: { id: string; isEnabled: boolean; config: string[] | null }[]) =>
  ({ status: 'fetched', features }) as const

describe('mergeRemoteFeatures', () => {
  test('behavior: with no remote configuration the local features apply', () => {
    const local = resolveFeatures({ swaps: false })
    expect(mergeRemoteFeatures(local, { swaps: false }, undefined)).toEqual({
      features: local,
      warnings: [],
    })
    expect(mergeRemoteFeatures(local, { swaps: false }, { status: 'none' }).features).toBe(local)
  })
  test('behavior: if the fetch fails, all remote features are off', () => {
    const { features } = mergeRemoteFeatures(defaultFeatures, undefined, {
      status: 'failed',
      error: new UnknownError(),
    })
    expect(features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      branding: false,
      send: true,
    })
  })
  test('behavior: social_login maps to email (if it includes email) and socials (the rest)', () => {
    const { features } = mergeRemoteFeatures(
      defaultFeatures,
      undefined,
      fetched([
        { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'myspace'] },
      ]),
    )
    expect(features.email).toBe(true)
    expect(features.socials).toEqual(['google', 'x'])
    const emailOnly = mergeRemoteFeatures(
      defaultFeatures,
      undefined,
      fetched([{ id: 'social_login', isEnabled: true, config: ['email'] }]),
    ).features
    expect(emailOnly).toMatchObject({ email: true, socials: false })
  })
  test('behavior: swap, onramp, activity and reown_branding map to their features', () => {
    const { features } = mergeRemoteFeatures(
      defaultFeatures,
      undefined,
      fetched([
        { id: 'swap', isEnabled: true, config: ['1inch'] },
        { id: 'onramp', isEnabled: false, config: ['coinbase'] },
        { id: 'activity', isEnabled: true, config: [] },
        { id: 'reown_branding', isEnabled: false, config: null },
      ]),
    )
    expect(features).toMatchObject({ swaps: true, onramp: false, activity: true, branding: false })
  })
  test('behavior: a feature the API omits is off', () => {
    const { features } = mergeRemoteFeatures(defaultFeatures, undefined, fetched([]))
    expect(features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      branding: false,
    })
  })
  test('behavior: a null config means the local value', () => {
    const local = resolveFeatures({ email: false, socials: ['github'], swaps: false })
    const { features } = mergeRemoteFeatures(
      local,
      undefined,
      fetched([
        { id: 'social_login', isEnabled: true, config: null },
        { id: 'swap', isEnabled: true, config: null },
      ]),
    )
    expect(features).toMatchObject({ email: false, socials: ['github'], swaps: false })
  })
  test('behavior: Local configuration ignored when the host set a remote feature', () => {
    const { warnings } = mergeRemoteFeatures(defaultFeatures, { swaps: true }, fetched([]))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBeInstanceOf(LocalConfigurationIgnoredWarning)
    expect(warnings[0]?.shortMessage).toBe('Local configuration ignored')
    expect(mergeRemoteFeatures(defaultFeatures, { send: false }, fetched([])).warnings).toEqual([])
  })
})

describe('loadRemoteFeatures', () => {
  test('behavior: with no provider configured nothing is fetched and local features apply', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const result = await loadRemoteFeatures({
      directory: undefined,
      features: defaultFeatures,
      localFeatures: undefined,
    })
    expect(result.features).toBe(defaultFeatures)
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
  })
  test('behavior: with a provider the remote configuration is fetched and merged', async () => {
    const server = await startTestServer(() => ({
      body: { features: [{ id: 'activity', isEnabled: true, config: null }] },
    }))
    servers.push(server)
    const result = await loadRemoteFeatures({
      directory: createHttpClient({ baseUrl: server.url }),
      features: defaultFeatures,
      localFeatures: { activity: true },
    })
    expect(server.requests[0]?.path).toBe('/appkit/v1/config')
    expect(result.features).toMatchObject({ activity: true, swaps: false })
    expect(result.warnings).toHaveLength(1)
  })
})
