import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { devnet, testSolana } from '../test/testFoyer.js'
import {
  connectorChainIdOf,
  findListedNetwork,
  groupsOfNamespace,
  type NetworkListParameters,
  networkListGroups,
} from './networkList.js'

const eth = defineNetwork(mainnet)
const dev = defineNetwork(devnet)
const base: NetworkListParameters = {
  networks: [eth, dev, testSolana],
  adapterNamespaces: ['eip155', 'solana'],
  activeCaipNetworkId: 'eip155:1',
  wallets: {},
  enableNetworkSwitch: true,
  switchState: { status: 'idle' },
}
const reasons = (parameters: Partial<NetworkListParameters>) =>
  networkListGroups({ ...base, ...parameters }).flatMap((group) =>
    group.items.map((item) => [item.network.caipNetworkId, item.disabledReason ?? null]),
  )

describe('networkListGroups', () => {
  test('default: grouped by namespace in the host’s order, the active one marked', () => {
    const groups = networkListGroups(base)
    expect(groups.map((group) => group.namespace)).toEqual(['eip155', 'solana'])
    expect(groups[0]?.items.map((item) => [item.network.id, item.isActive])).toEqual([
      [1, true],
      [31337, false],
    ])
    expect(groups.flatMap((group) => group.items).every((item) => !item.disabledReason)).toBe(true)
  })

  test('behavior: a namespace without an adapter is disabled', () => {
    expect(reasons({ adapterNamespaces: ['eip155'] })).toEqual([
      ['eip155:1', null],
      ['eip155:31337', null],
      [testSolana.caipNetworkId, 'NO_ADAPTER'],
    ])
  })

  test('behavior: with a wallet connected, switching off, a wallet that cannot switch, or a chain its session did not approve', () => {
    const wallet = { chainId: 1, canSwitch: true, approvedChainIds: undefined }
    expect(reasons({ wallets: { eip155: wallet } })).toEqual([
      ['eip155:1', null],
      ['eip155:31337', null],
      [testSolana.caipNetworkId, null],
    ])
    expect(
      reasons({ wallets: { eip155: wallet }, enableNetworkSwitch: false }).slice(0, 2),
    ).toEqual([
      ['eip155:1', null],
      ['eip155:31337', 'SWITCH_DISABLED'],
    ])
    expect(reasons({ wallets: { eip155: { ...wallet, canSwitch: false } } })[1]).toEqual([
      'eip155:31337',
      'WALLET_CANNOT_SWITCH',
    ])
    expect(reasons({ wallets: { eip155: { ...wallet, approvedChainIds: [1] } } })[1]).toEqual([
      'eip155:31337',
      'NOT_APPROVED',
    ])
  })

  test('behavior: the switch waiting for the wallet shows on its network only', () => {
    const groups = networkListGroups({
      ...base,
      switchState: { status: 'switching', caipNetworkId: 'eip155:31337' },
    })
    expect(groups[0]?.items.map((item) => item.switchStatus)).toEqual(['idle', 'switching'])
  })

  test('default: a wallet’s chain id is the number in eip155 and the reference elsewhere', () => {
    expect(connectorChainIdOf(eth)).toBe(1)
    expect(connectorChainIdOf(testSolana)).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('behavior: a listed network by id, and the groups of one namespace', () => {
    const groups = networkListGroups(base)
    expect(findListedNetwork(groups, 'eip155:31337')).toBe(dev)
    expect(findListedNetwork(groups, 'eip155:5')).toBeUndefined()
    expect(findListedNetwork(groups, undefined)).toBeUndefined()
    expect(groupsOfNamespace(groups, 'solana').map((group) => group.namespace)).toEqual(['solana'])
    expect(groupsOfNamespace(groups, undefined)).toEqual([])
  })
})
