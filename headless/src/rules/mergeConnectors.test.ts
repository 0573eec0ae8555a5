import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/createConnector.js'
import { mock } from '../connectors/mock.js'
import { addConnector, connectorKey, normalizeConnectorName } from './connectorKey.js'
import {
  isWalletConnectListed,
  mergeConnectors,
  sortInjectedConnectors,
} from './mergeConnectors.js'

const base = mock()({ projectId: 'test', networks: [] })
const connector = (overrides: Partial<Connector>): Connector => ({
  ...base,
  id: 'id',
  name: 'Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  ...overrides,
})

describe('connector merge rules', () => {
  test("behavior: 'Trust Wallet' is treated as 'Trust'; other names are kept", () => {
    expect(normalizeConnectorName('Trust Wallet')).toBe('Trust')
    expect(normalizeConnectorName('Trust')).toBe('Trust')
    expect(normalizeConnectorName('MetaMask Wallet')).toBe('MetaMask Wallet')
  })
  test('behavior: duplicates (same id, name and chain) are not added twice', () => {
    const list = addConnector([], connector({ id: 'a', name: 'Trust Wallet' }))
    expect(addConnector(list, connector({ id: 'a', name: 'Trust' }))).toBe(list)
    expect(addConnector(list, connector({ id: 'a', name: 'Trust', chain: 'solana' }))).toHaveLength(
      2,
    )
    expect(addConnector(list, connector({ id: 'b', name: 'Trust' }))).toHaveLength(2)
    expect(connectorKey(connector({ id: 'a', name: 'Trust Wallet' }))).toBe(
      connectorKey(connector({ id: 'a', name: 'Trust' })),
    )
  })
  test('behavior: same display name across chains merges into one MULTI_CHAIN entry', () => {
    const evm = connector({ id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED' })
    const sol = connector({ id: 'phantom-sol', name: 'Phantom', chain: 'solana' })
    const other = connector({ id: 'mm', name: 'MetaMask' })
    const merged = mergeConnectors([evm, other, sol])
    expect(merged.map((item) => [item.id, item.type])).toEqual([
      ['phantom-evm', 'MULTI_CHAIN'],
      ['mm', 'INJECTED'],
    ])
    expect(merged[0]?.connectors).toEqual([evm, sol])
  })
  test('behavior: Trust Wallet and Trust on two chains merge under Trust', () => {
    const merged = mergeConnectors([
      connector({ id: 't1', name: 'Trust Wallet' }),
      connector({ id: 't2', name: 'Trust', chain: 'solana' }),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.name).toBe('Trust')
  })
  test('behavior: the group is AUTH when its first member is the auth connector', () => {
    const merged = mergeConnectors([
      connector({ id: 'auth', name: 'Email', type: 'AUTH' }),
      connector({ id: 'auth', name: 'Email', type: 'AUTH', chain: 'solana' }),
    ])
    expect(merged[0]?.type).toBe('AUTH')
  })
  test('behavior: same name on one chain is not merged', () => {
    const list = [connector({ id: 'a' }), connector({ id: 'b' })]
    expect(mergeConnectors(list)).toEqual(list)
  })
  test('behavior: WalletConnect is listed only if enabled and no namespace uses it', () => {
    expect(isWalletConnectListed({ enableWalletConnect: true, connectedTypes: {} })).toBe(true)
    expect(isWalletConnectListed({ enableWalletConnect: false, connectedTypes: {} })).toBe(false)
    expect(
      isWalletConnectListed({
        enableWalletConnect: true,
        connectedTypes: { solana: 'WALLET_CONNECT' },
      }),
    ).toBe(false)
    expect(
      isWalletConnectListed({ enableWalletConnect: true, connectedTypes: { eip155: 'ANNOUNCED' } }),
    ).toBe(true)
  })
  test('behavior: injected block order is multi-chain, announced, injected', () => {
    const list = [
      connector({ id: 'i1', type: 'INJECTED' }),
      connector({ id: 'wc', type: 'WALLET_CONNECT' }),
      connector({ id: 'a1', type: 'ANNOUNCED' }),
      connector({ id: 'm1', type: 'MULTI_CHAIN' }),
      connector({ id: 'a2', type: 'ANNOUNCED' }),
    ]
    expect(sortInjectedConnectors(list).map((item) => item.id)).toEqual(['m1', 'a1', 'a2', 'i1'])
  })
})
