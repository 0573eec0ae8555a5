import { describe, expect, test } from 'vitest'
import { UnknownError } from '../errors/generic.js'
import { LocalConfigurationIgnoredWarning } from '../errors/warnings.js'
import { defaultFeatures, resolveFeatures } from '../store/resolveOptions.js'
import { mergeRemoteFeatures } from './remoteConfig.js'

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
