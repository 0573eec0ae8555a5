// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { AdapterNotFoundError } from '../errors/chain.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import {
  accountsAtom,
  activeAccountAtom,
  activeNetworkAtom,
  connectorsAtom,
  modalAtom,
  namespaceLoadingAtom,
  routeAtom,
  walletConnectionAtom,
} from '../store/atoms.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { selectWallet } from './selectWallet.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  unmountAll()
})

describe('connect', () => {
  test('behavior: an announced wallet connects, is stored, and the active network follows it', async () => {
    const wallet = testWallet({ rdns: 'test.announced', name: 'Announced' })
    const { foyer, storage } = testFoyer({ connectors: [] })
    cleanups.push(wallet.announce())
    expect(foyer.store.get(connectorsAtom).map((item) => [item.id, item.type])).toEqual([
      ['test.announced', 'ANNOUNCED'],
    ])
    const pending = connect(foyer, { connector: 'test.announced' })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    expect(foyer.store.get(namespaceLoadingAtom)).toEqual({ eip155: true })
    const account = await pending
    expect(account).toEqual({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      connectorId: 'test.announced',
      chainId: 31337,
    })
    expect(foyer.store.get(namespaceLoadingAtom)).toEqual({ eip155: false })
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
    expect(storage.getItem('@foyer/test/connected_connector_ids')).toBe(
      '{"eip155":"test.announced"}',
    )
    expect(storage.getItem('@foyer/test/connection_status')).toBe('{"eip155":"connected"}')
    expect(storage.getItem('@foyer/test/active_caip_network_id')).toBe('"eip155:31337"')
    expect(wallet.calls).toContain('eth_requestAccounts')
  })

  test('behavior: user rejection is typed, and the account stays disconnected', async () => {
    const { foyer } = testFoyer({ wallet: testWallet({ behavior: 'reject' }) })
    await expect(connect(foyer, { connector: 'test.fake' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(foyer.store.get(walletConnectionAtom).status).toBe('rejected')
    expect(foyer.store.get(activeAccountAtom)).toEqual({ status: 'disconnected' })
  })

  test('behavior: a failed attempt never wipes the live connection', async () => {
    const failing = testWallet({ id: 'test.failing', rdns: 'test.failing', behavior: 'fail' })
    const { foyer, wallet } = testFoyer({ connectors: [testWallet(), failing] })
    const live = await connect(foyer, { connector: 'test.fake' })
    await expect(connect(foyer, { connector: 'test.failing' })).rejects.toMatchObject({
      code: 'WALLET_RPC_ERROR',
      rpcCode: -32603,
    })
    expect(foyer.store.get(accountsAtom).eip155).toEqual(live)
    expect(wallet).toBeDefined()
  })

  test('error: connecting an unknown connector', async () => {
    const { foyer } = testFoyer()
    await expect(connect(foyer, { connector: 'nope' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    expect(foyer.store.get(walletConnectionAtom).status).toBe('failed')
  })

  test('error: a namespace without an adapter', async () => {
    const { foyer } = testFoyer({ adapters: [] })
    await expect(connect(foyer, { connector: 'test.fake' })).rejects.toBeInstanceOf(
      AdapterNotFoundError,
    )
  })
})

describe('selectWallet (the modal flow)', () => {
  test('behavior: shows ConnectingExternal while the wallet asks, then closes connected', async () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    const pending = selectWallet(foyer, { connectorId: 'test.fake' })
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'test.fake' },
    })
    await pending
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    openModal(foyer)
    expect(foyer.store.get(routeAtom).view).toBe('Account')
  })

  test('behavior: a rejection leaves the modal open on the rejected attempt', async () => {
    const { foyer } = testFoyer({ wallet: testWallet({ behavior: 'reject' }) })
    openModal(foyer)
    await expect(selectWallet(foyer, { connectorId: 'test.fake' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(foyer.store.get(walletConnectionAtom).status).toBe('rejected')
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(routeAtom).view).toBe('ConnectingExternal')
  })
})
