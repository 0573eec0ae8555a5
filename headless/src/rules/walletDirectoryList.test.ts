import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/createConnector.js'
import { mock } from '../connectors/mock.js'
import {
  type AssembleAllWalletsParameters,
  assembleAllWallets,
  connectedConnectorTypes,
  showsWalletConnectEntry,
  walletDirectoryEntry,
  walletListStatus,
} from './walletDirectoryList.js'
import { COINBASE_WALLET_ID, PHANTOM_WALLET_ID } from './walletList.js'

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  mobile_link: `${id}://`,
  ...extra,
})
const installed = mock({ id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' })({
  projectId: 'test',
  networks: [],
})
const walletConnect = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' }

const base: AssembleAllWalletsParameters = {
  connectors: [],
  recent: [],
  featured: [],
  recommended: [],
  directory: [],
  featuredWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  search: '',
  isMobile: false,
}
const ids = (parameters: Partial<AssembleAllWalletsParameters>) =>
  assembleAllWallets({ ...base, ...parameters }).map((entry) => `${entry.type}:${entry.id}`)

describe('assembleAllWallets', () => {
  test('default: installed first, then recent, featured (host order), custom, recommended, directory', () => {
    expect(
      ids({
        connectors: [installed],
        recent: [{ id: 'r', name: 'Recent' }],
        featured: [wallet('f2'), wallet('f1')],
        featuredWalletIds: ['f1', 'f2'],
        customWallets: [{ id: 'c', name: 'Custom' }],
        recommended: [wallet('rec')],
        directory: [wallet('d1'), wallet('d2')],
      }),
    ).toEqual([
      'connector:io.metamask',
      'wallet:r',
      'wallet:f1',
      'wallet:f2',
      'wallet:c',
      'wallet:rec',
      'wallet:d1',
      'wallet:d2',
    ])
  })

  test('behavior: directory duplicates of an installed connector (rdns) or a recent wallet are dropped; an id appears once', () => {
    expect(
      ids({
        connectors: [installed],
        recent: [{ id: 'r', name: 'Recent' }],
        recommended: [wallet('rec')],
        directory: [wallet('mm', { rdns: 'io.metamask' }), wallet('r'), wallet('rec'), wallet('d')],
      }),
    ).toEqual(['connector:io.metamask', 'wallet:r', 'wallet:rec', 'wallet:d'])
  })

  test('behavior: excluded wallets never appear (id, rdns, name case-insensitively)', () => {
    expect(
      ids({
        connectors: [installed],
        customWallets: [{ id: 'c', name: 'Custom' }],
        directory: [wallet('a'), wallet('b', { rdns: 'io.b' }), wallet('keep')],
        excludeWalletIds: ['metamask', 'a', 'io.b', 'CUSTOM'],
      }),
    ).toEqual(['wallet:keep'])
  })

  test('behavior: on mobile only wallets with a mobile link, plus Coinbase, plus Phantom on Solana', () => {
    const directory = [
      wallet('linked'),
      wallet('desktop', { mobile_link: null }),
      wallet(COINBASE_WALLET_ID, { mobile_link: null }),
      wallet(PHANTOM_WALLET_ID, { mobile_link: null }),
    ]
    expect(ids({ directory, isMobile: true })).toEqual([
      'wallet:linked',
      `wallet:${COINBASE_WALLET_ID}`,
    ])
    expect(ids({ directory, isMobile: true, activeNamespace: 'solana' })).toEqual([
      'wallet:linked',
      `wallet:${COINBASE_WALLET_ID}`,
      `wallet:${PHANTOM_WALLET_ID}`,
    ])
    expect(ids({ directory })).toHaveLength(4)
  })

  test('behavior: while searching, local entries matching the text, then the results; no recommended', () => {
    expect(
      ids({
        connectors: [installed],
        customWallets: [{ id: 'c', name: 'Meta Custom' }],
        recommended: [wallet('metarec')],
        directory: [wallet('metafound')],
        search: 'meta',
      }),
    ).toEqual(['connector:io.metamask', 'wallet:c', 'wallet:metafound'])
  })

  test('behavior: entries carry their source and image URL', () => {
    const [entry] = assembleAllWallets({
      ...base,
      directory: [wallet('d', { image_url: 'http://img/d' })],
    })
    expect(entry).toMatchObject({ type: 'wallet', source: 'directory', imageUrl: 'http://img/d' })
  })
})

describe('the WalletConnect entry', () => {
  const connected = { status: 'connected' as const, connectorId: 'walletConnect' }
  test('behavior: shown with a WalletConnect connector, enabled, not already connected through it', () => {
    const connectors = [installed, walletConnect] as Connector[]
    expect(showsWalletConnectEntry({ connectors, accounts: {}, enableWalletConnect: true })).toBe(
      true,
    )
    expect(
      showsWalletConnectEntry({ connectors: [installed], accounts: {}, enableWalletConnect: true }),
    ).toBe(false)
    expect(showsWalletConnectEntry({ connectors, accounts: {}, enableWalletConnect: false })).toBe(
      false,
    )
    expect(
      showsWalletConnectEntry({
        connectors,
        accounts: { eip155: connected },
        enableWalletConnect: true,
      }),
    ).toBe(false)
  })
  test('behavior: only connected namespaces count', () => {
    expect(
      connectedConnectorTypes(
        { eip155: { status: 'connecting', connectorId: 'walletConnect' }, solana: connected },
        [walletConnect as Connector],
      ),
    ).toEqual({ solana: 'WALLET_CONNECT' })
  })
})

describe('walletDirectoryEntry', () => {
  const shown = {
    allWallets: true,
    apiUrl: 'http://api',
    enableWalletConnect: true,
    count: 1003,
    featuredCount: 0,
  }
  test('default: visible, badge rounded down to tens with "+"', () => {
    expect(walletDirectoryEntry(shown)).toEqual({ visible: true, badge: '1000+' })
    expect(walletDirectoryEntry({ ...shown, count: 1003, featuredCount: 8 }).badge).toBe('1010+')
    expect(walletDirectoryEntry({ ...shown, count: 7 }).badge).toBe('7')
  })
  test('behavior: hidden without the allWallets feature, a provider API or WalletConnect', () => {
    expect(walletDirectoryEntry({ ...shown, allWallets: false }).visible).toBe(false)
    expect(walletDirectoryEntry({ ...shown, apiUrl: undefined })).toEqual({
      visible: false,
      badge: undefined,
    })
    expect(walletDirectoryEntry({ ...shown, enableWalletConnect: false }).visible).toBe(false)
  })
  test('behavior: no badge until the count is known', () => {
    expect(walletDirectoryEntry({ ...shown, count: undefined }).badge).toBeUndefined()
    expect(walletDirectoryEntry({ ...shown, count: 0 }).badge).toBeUndefined()
  })
})

describe('walletListStatus', () => {
  test('behavior: loading while pending; success with nothing to fetch', () => {
    expect(walletListStatus(true, 'pending')).toBe('loading')
    expect(walletListStatus(true, 'error')).toBe('error')
    expect(walletListStatus(true, 'success')).toBe('success')
    expect(walletListStatus(false, 'pending')).toBe('success')
  })
})
