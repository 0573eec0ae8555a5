import { describe, expect, test } from 'vitest'
import { enabledWalletFeatures, openAccountTab, visibleAccountTabs } from './accountView.js'

describe('visibleAccountTabs', () => {
  test('default: Tokens, NFTs and Activity', () => {
    expect(visibleAccountTabs({ activity: true })).toEqual(['tokens', 'nfts', 'activity'])
  })
  test('parameters: activity off hides its tab', () => {
    expect(visibleAccountTabs({ activity: false })).toEqual(['tokens', 'nfts'])
  })
})

describe('openAccountTab', () => {
  test('behavior: the kept tab when shown, else the first', () => {
    expect(openAccountTab('nfts', ['tokens', 'nfts'])).toBe('nfts')
    expect(openAccountTab('activity', ['tokens', 'nfts'])).toBe('tokens')
  })
})

describe('enabledWalletFeatures', () => {
  test('behavior: the features that are on, in the host’s order', () => {
    expect(
      enabledWalletFeatures(
        {
          walletFeaturesOrder: ['receive', 'onramp', 'swaps', 'send'],
          receive: true,
          onramp: false,
          swaps: true,
          send: true,
        },
        { swapsSupported: true },
      ),
    ).toEqual(['receive', 'swaps', 'send'])
  })

  test('behavior: swaps only where the network is known to offer them', () => {
    const features = {
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'] as const,
      receive: true,
      onramp: false,
      swaps: true,
      send: true,
    }
    const order = { ...features, walletFeaturesOrder: [...features.walletFeaturesOrder] }
    expect(enabledWalletFeatures(order)).toEqual(['receive', 'send'])
    expect(enabledWalletFeatures(order, { swapsSupported: false })).toEqual(['receive', 'send'])
    expect(enabledWalletFeatures(order, { swapsSupported: true })).toEqual([
      'swaps',
      'receive',
      'send',
    ])
  })
})
