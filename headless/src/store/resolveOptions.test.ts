import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { InvalidOptionError, SiweAndSiwxConflictError } from '../errors/config.js'
import { defaultFeatures, resolveFeatures, resolveOptions } from './resolveOptions.js'
import type { SiwxConfig } from './siwxConfig.js'
import { memoryStorage } from './storage.js'

describe('resolveOptions', () => {
  test('default: dark theme, EIP-6963 on, first network active, no adapters', () => {
    const options = resolveOptions({ projectId: 'p', networks: [mainnet, sepolia] })
    expect(options.themeMode).toBe('dark')
    expect(options.enableEIP6963).toBe(true)
    expect(options.defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(options.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:11155111',
    ])
    expect(options.adapters).toEqual([])
  })
  test('error: no networks', () => {
    expect(() => resolveOptions({ projectId: 'p', networks: [] as never })).toThrowError(
      InvalidOptionError,
    )
  })
  test('error: theme mode other than light or dark', () => {
    expect(() =>
      resolveOptions({ projectId: 'p', networks: [mainnet], themeMode: 'blue' as never }),
    ).toThrowError('Theme mode must be light or dark')
  })
  test('error: default network outside networks', () => {
    expect(() =>
      resolveOptions({ projectId: 'p', networks: [mainnet], defaultNetwork: sepolia }),
    ).toThrowError('The default network must be one of `networks`')
  })
  test('error: two adapters for one namespace', () => {
    expect(() =>
      resolveOptions({
        projectId: 'p',
        networks: [mainnet],
        adapters: [evmAdapter(), evmAdapter()],
      }),
    ).toThrowError('One adapter per chain namespace')
  })
  test('error: options missing', () => {
    expect(() => resolveOptions(undefined as never)).toThrowError('Options are required')
  })
  test('error: every option is checked before anything is resolved (assertOptions)', () => {
    const network = { ...mainnet, rpcUrls: { default: { http: ['javascript:alert(1)'] } } }
    expect(() => resolveOptions({ projectId: 'p', networks: [network] })).toThrowError(
      '`networks[0].rpcUrls.default.http[0]` must be an http(s) URL',
    )
    expect(() =>
      resolveOptions({ projectId: 'p', networks: [mainnet], features: { emial: true } as never }),
    ).toThrowError('Unknown feature flag `emial`')
    expect(() => resolveOptions({ networks: [mainnet] } as never)).toThrowError(
      '`projectId` must be a string',
    )
  })
})

describe('resolveOptions: SPEC §1 options', () => {
  test('error: Cannot set both `siweConfig` and `siwx` options', () => {
    expect(() =>
      resolveOptions({
        projectId: 'p',
        networks: [mainnet],
        siweConfig: {} as never,
        siwx: {} as never,
      }),
    ).toThrowError(SiweAndSiwxConflictError)
  })
  test('default: every host option has its default', () => {
    const options = resolveOptions({ projectId: 'p', networks: [mainnet] })
    expect(options).toMatchObject({
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      termsConditionsUrl: undefined,
      privacyPolicyUrl: undefined,
      siweConfig: undefined,
      siwx: undefined,
      enableWalletConnect: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      defaultAccountTypes: {},
      services: {},
      localFeatures: undefined,
    })
    expect(options.isMobile()).toBe(false)
  })
  test('default: features — default socials, wallet features order, connector order', () => {
    const { features } = resolveOptions({ projectId: 'p', networks: [mainnet] })
    expect(features.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(features.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(features.connectMethodsOrder).toBeUndefined()
    expect(features).toEqual(defaultFeatures)
  })
  test('parameters: host features override defaults; undefined keeps the default', () => {
    const features = resolveFeatures({ email: false, socials: ['github'], swaps: undefined })
    expect(features).toMatchObject({ email: false, socials: ['github'], swaps: true })
  })
  test('parameters: every SPEC §1 option is kept', () => {
    const siwx: SiwxConfig = {
      createMessage: async () => ({}) as never,
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
      getRequired: () => true,
    }
    const storage = memoryStorage()
    const options = resolveOptions({
      projectId: 'p',
      networks: [mainnet, sepolia],
      metadata: { name: 'App', description: 'd', url: 'https://app.test', icons: [] },
      themeMode: 'light',
      themeVariables: { accent: '#f00' },
      featuredWalletIds: ['f'],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      customWallets: [{ id: 'c', name: 'Custom' }],
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
      siwx,
      enableEIP6963: false,
      enableWalletConnect: false,
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      defaultAccountTypes: { eip155: 'eoa' },
      services: { apiUrl: 'http://127.0.0.1:1' },
      storage,
      isMobile: () => true,
      features: { analytics: false },
    })
    expect(options).toMatchObject({
      themeMode: 'light',
      featuredWalletIds: ['f'],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      customWallets: [{ id: 'c', name: 'Custom' }],
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
      enableEIP6963: false,
      enableWalletConnect: false,
      enableNetworkSwitch: false,
      allowUnsupportedChain: true,
      defaultAccountTypes: { eip155: 'eoa' },
      services: { apiUrl: 'http://127.0.0.1:1' },
      localFeatures: { analytics: false },
    })
    expect(options.siwx).toBe(siwx)
    expect(options.storage).toBe(storage)
    expect(options.features.analytics).toBe(false)
    expect(options.isMobile()).toBe(true)
  })
})
