import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { bitcoinCaipNetworkId, bitcoinChainIds, pickBitcoinNetwork } from './bitcoinChains.js'
import { defineNetwork } from './network.js'

const network = (reference: string) =>
  defineNetwork(
    defineChain({
      id: 8332,
      name: reference,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
    }),
    { chainNamespace: 'bip122', reference },
  )
const mainnet = network('000000000019d6689c085ae165831e93')
const testnet = network('000000000933ea01ad0ee984209779ba')

describe('bitcoinCaipNetworkId', () => {
  test.each([
    ['bip122:000000000933ea01ad0ee984209779ba', 'bip122:000000000933ea01ad0ee984209779ba'],
    ['bitcoin:mainnet', bitcoinChainIds['bitcoin:mainnet']],
    ['bitcoin:testnet', testnet.caipNetworkId],
    ['bitcoin:regtest', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
    ['bip122:short', undefined],
    ['solana:mainnet', undefined],
    ['bitcoin:unknown', undefined],
    [42, undefined],
  ])('default: %s', (chain, expected) => {
    expect(bitcoinCaipNetworkId(chain)).toBe(expected)
  })
})

describe('pickBitcoinNetwork', () => {
  test('default: the asked reference, else the first the wallet lists, else the first', () => {
    const networks = [mainnet, testnet]
    expect(pickBitcoinNetwork(networks, [], mainnet.caipNetworkId.slice(7))).toBe(mainnet)
    expect(pickBitcoinNetwork(networks, ['bitcoin:testnet'])).toBe(testnet)
    expect(pickBitcoinNetwork(networks, ['bitcoin:signet'], 'nope')).toBe(mainnet)
    expect(pickBitcoinNetwork([], ['bitcoin:testnet'])).toBeUndefined()
  })
})
