import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { InvalidOptionError } from '../errors/config.js'
import { resolveOptions } from './options.js'

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
})
