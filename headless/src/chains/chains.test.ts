import { defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { EnsChainIdTooLargeError, InvalidCaipAddressError } from '../errors/chain.js'
import { defaultAccountTypes, resolveAccountType } from './accountTypes.js'
import {
  assertCaipAddress,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
} from './caipAddress.js'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js'
import { ensCoinType } from './ensCoinType.js'
import { isAddressOfNamespace } from './isAddress.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { chainNamespaces, isChainNamespace } from './namespaces.js'
import { defineNetwork, isNetwork, toNetwork } from './network.js'

describe('namespaces', () => {
  test('default: eip155, solana, polkadot, bip122, cosmos', () => {
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(isChainNamespace('cosmos')).toBe(true)
    expect(isChainNamespace('martian')).toBe(false)
    expect(isChainNamespace(1)).toBe(false)
  })
})

describe('CAIP-2', () => {
  test('behavior: parses namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', reference: '1' })
    expect(formatCaipNetworkId('solana', '5eykt4')).toBe('solana:5eykt4')
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true)
  })
  test('error: wrong part count, empty part or unknown namespace', () => {
    for (const value of ['eip155', 'eip155:', ':1', 'eip155:1:2', 'martian:1', 42, undefined]) {
      expect(parseCaipNetworkId(value)).toBeUndefined()
    }
  })
})

describe('CAIP-10', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  test('behavior: format and parse round-trip', () => {
    const caip = formatCaipAddress('eip155:1', address)
    expect(caip).toBe(`eip155:1:${address}`)
    expect(parseCaipAddress(caip)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      caipNetworkId: 'eip155:1',
      address,
    })
    expect(isCaipAddress(caip)).toBe(true)
    expect(assertCaipAddress(caip).address).toBe(address)
  })
  test('error: exactly 3 non-empty parts with a known namespace, else Invalid CAIP Address', () => {
    for (const value of [
      'eip155:1',
      'eip155:1:',
      'eip155::0x1',
      ':1:0x1',
      'a:b:c:d',
      'martian:1:x',
    ]) {
      expect(isCaipAddress(value)).toBe(false)
      expect(() => assertCaipAddress(value)).toThrowError(InvalidCaipAddressError)
    }
    expect(() => assertCaipAddress('nope')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP Address

      Rule: namespace:chainId:address, 3 non-empty parts, namespace one of eip155, solana, polkadot, bip122, cosmos
      Provided: nope]
    `)
  })
})

describe('isAddressOfNamespace', () => {
  test('behavior: eip155 takes an optional 0x and 40 hex digits', () => {
    expect(isAddressOfNamespace('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isAddressOfNamespace('eip155', 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(true)
    expect(isAddressOfNamespace('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
    expect(isAddressOfNamespace('eip155', '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })
  test('behavior: solana takes 32 to 44 base58 characters', () => {
    expect(isAddressOfNamespace('solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(
      true,
    )
    expect(isAddressOfNamespace('solana', '1'.repeat(32))).toBe(true)
    expect(isAddressOfNamespace('solana', '1'.repeat(31))).toBe(false)
    expect(isAddressOfNamespace('solana', '1'.repeat(45))).toBe(false)
    expect(isAddressOfNamespace('solana', `0${'1'.repeat(40)}`)).toBe(false)
  })
  test('behavior: other namespaces take any non-empty string without spaces', () => {
    expect(isAddressOfNamespace('bip122', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBe(true)
    expect(isAddressOfNamespace('cosmos', '')).toBe(false)
    expect(isAddressOfNamespace('polkadot', 'a b')).toBe(false)
    expect(isAddressOfNamespace('eip155', 42)).toBe(false)
  })
})

describe('account types', () => {
  test('default: payment for bitcoin, smartAccount for eip155, eoa for polkadot and solana', () => {
    expect(defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })
  test('parameters: a host preference applies where the namespace allows it', () => {
    expect(resolveAccountType('eip155', { eip155: 'eoa' })).toBe('eoa')
    expect(resolveAccountType('solana', { solana: 'smartAccount' })).toBe('eoa')
    expect(resolveAccountType('cosmos')).toBeUndefined()
  })
})

describe('network model', () => {
  test('default: a viem chain becomes an eip155 network with its CAIP-2 id', () => {
    const network = defineNetwork(mainnet)
    expect(network.caipNetworkId).toBe('eip155:1')
    expect(network.chainNamespace).toBe('eip155')
    expect(network.rpcUrls.chainDefault).toEqual(mainnet.rpcUrls.default)
    expect(isNetwork(network)).toBe(true)
    expect(toNetwork(network)).toBe(network)
    expect(toNetwork(mainnet).caipNetworkId).toBe('eip155:1')
  })
  test('parameters: namespace, reference and assets', () => {
    const chain = defineChain({
      id: 101,
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    })
    const network = defineNetwork(chain, {
      chainNamespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      assets: { imageId: 'sol' },
    })
    expect(network.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(network.assets).toEqual({ imageId: 'sol' })
  })
})

describe('isNetworkSupported', () => {
  test('behavior: supported if no requested networks or its id is in the list', () => {
    expect(isNetworkSupported('eip155:1', undefined)).toBe(true)
    expect(isNetworkSupported('eip155:1', [])).toBe(true)
    expect(isNetworkSupported('eip155:1', ['eip155:1', 'eip155:10'])).toBe(true)
    expect(isNetworkSupported('eip155:56', ['eip155:1'])).toBe(false)
    expect(isNetworkSupported(undefined, ['eip155:1'])).toBe(false)
  })
})

describe('ensCoinType', () => {
  test('behavior: (0x80000000 | chainId) >>> 0', () => {
    expect(ensCoinType(1)).toBe(2_147_483_649)
    expect(ensCoinType(10)).toBe(2_147_483_658)
    expect(ensCoinType(2 ** 31 - 1)).toBe(4_294_967_295)
  })
  test('error: chain id must be below 2^31', () => {
    expect(() => ensCoinType(2 ** 31)).toThrowError(EnsChainIdTooLargeError)
    expect(() => ensCoinType(-1)).toThrowError(EnsChainIdTooLargeError)
  })
})
