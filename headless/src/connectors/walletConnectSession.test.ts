import { describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { devnet, testSolana as solana } from '../test/testFoyer.js'
import { buildWalletConnectNamespaces, sessionConnection } from './walletConnectSession.js'

describe('buildWalletConnectNamespaces', () => {
  test('default: one optional namespace per chain namespace with chains, rpc map, methods, events', () => {
    const namespaces = buildWalletConnectNamespaces([defineNetwork(devnet), solana])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    const both = buildWalletConnectNamespaces([
      defineNetwork(devnet),
      solana,
      defineNetwork(devnet),
    ])
    expect(both.eip155).toMatchObject({
      chains: ['eip155:31337'],
      rpcMap: { 31337: 'http://127.0.0.1:1' },
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(both.eip155?.methods).toContain('personal_sign')
    expect(both.solana).toMatchObject({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:2' },
    })
    expect(both.solana?.methods).toContain('solana_signMessage')
  })
  test('parameters: rpcUrls chooses the URL of each chain', () => {
    const namespaces = buildWalletConnectNamespaces([defineNetwork(devnet)], () => [
      'http://rpc.test',
    ])
    expect(namespaces.eip155?.rpcMap).toEqual({ 31337: 'http://rpc.test' })
  })
})

describe('sessionConnection', () => {
  test('default: the accounts on the wanted chain, else on the first chain', () => {
    const session = {
      topic: 't',
      namespaces: { eip155: { accounts: ['eip155:1:0xa', 'eip155:10:0xb', 'eip155:10:0xc'] } },
    }
    expect(sessionConnection(session, 'eip155')).toEqual({ accounts: ['0xa'], chainId: 1 })
    expect(sessionConnection(session, 'eip155', 10)).toEqual({
      accounts: ['0xb', '0xc'],
      chainId: 10,
    })
    expect(sessionConnection(session, 'eip155', 5)).toEqual({ accounts: ['0xa'], chainId: 1 })
    expect(sessionConnection(session, 'solana')).toBeUndefined()
    expect(sessionConnection(undefined, 'eip155')).toBeUndefined()
  })
})
