// @vitest-environment jsdom
import { defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { ConnectorNotFoundError } from '../errors/config.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { announce, fakeWallet } from '../test/fakeWallet.js'
import {
  accountsAtom,
  activeAccountAtom,
  activeNetworkAtom,
  connectorsAtom,
  modalAtom,
  routeAtom,
  walletConnectionAtom,
} from './atoms.js'
import { createFoyer } from './createFoyer.js'
import { memoryStorage } from './storage.js'

const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
})

function setup(options: { storage?: ReturnType<typeof memoryStorage>; reject?: boolean } = {}) {
  const storage = options.storage ?? memoryStorage()
  const wallet = fakeWallet({ reject: options.reject ?? false })
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet, devnet],
    adapters: [evmAdapter()],
    storage,
  })
  cleanups.push(foyer.mount())
  return {
    foyer,
    wallet,
    storage,
    announceWallet: () =>
      cleanups.push(announce(wallet.provider, { rdns: 'test.fake', name: 'Fake' })),
  }
}

describe('createFoyer', () => {
  test('behavior: two instances on one page are independent', () => {
    const a = setup()
    const b = setup()
    a.foyer.open()
    expect(a.foyer.store.get(modalAtom).status).toBe('open')
    expect(b.foyer.store.get(modalAtom).status).toBe('closed')
    expect(a.foyer.store).not.toBe(b.foyer.store)
    expect(a.foyer.queryClient).not.toBe(b.foyer.queryClient)
  })

  test('behavior: opening shows Connect without an address', () => {
    const { foyer } = setup()
    foyer.open()
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
  })

  test('behavior: connecting an announced wallet connects, stores it and closes the modal', async () => {
    const { foyer, wallet, storage, announceWallet } = setup()
    announceWallet()
    expect(foyer.store.get(connectorsAtom).map((connector) => connector.id)).toEqual(['test.fake'])
    foyer.open()
    const pending = foyer.connect('test.fake')
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'test.fake' },
    })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    const account = await pending
    expect(account).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      connectorId: 'test.fake',
    })
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    expect(storage.getItem('@foyer/connected_connector_ids')).toBe('{"eip155":"test.fake"}')
    expect(storage.getItem('@foyer/connection_status')).toBe('{"eip155":"connected"}')
    expect(storage.getItem('@foyer/active_caip_network_id')).toBe('"eip155:31337"')
    foyer.open()
    expect(foyer.store.get(routeAtom).view).toBe('Account')
    expect(wallet.calls).toContain('eth_requestAccounts')
  })

  test('behavior: user rejection leaves the modal open on the rejected state', async () => {
    const { foyer, announceWallet } = setup({ reject: true })
    announceWallet()
    foyer.open()
    await expect(foyer.connect('test.fake')).rejects.toBeInstanceOf(UserRejectedRequestError)
    const attempt = foyer.store.get(walletConnectionAtom)
    expect(attempt.status).toBe('rejected')
    expect(foyer.store.get(modalAtom).status).toBe('open')
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })

  test('error: connecting an unknown connector', async () => {
    const { foyer } = setup()
    await expect(foyer.connect('nope')).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(foyer.store.get(walletConnectionAtom).status).toBe('failed')
  })

  test('behavior: a stored connection starts connecting, then syncs to connected', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    first.announceWallet()
    await first.foyer.connect('test.fake')
    for (const cleanup of cleanups.splice(0)) cleanup()

    const foyer = createFoyer({
      projectId: 't',
      networks: [mainnet, devnet],
      adapters: [evmAdapter()],
      storage,
    })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    cleanups.push(foyer.mount())
    first.wallet.state.granted = true
    cleanups.push(announce(first.wallet.provider, { rdns: 'test.fake' }))
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('connected'))
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
  })

  test('behavior: a stored connection whose wallet no longer authorises ends disconnected', async () => {
    const storage = memoryStorage()
    storage.setItem('@foyer/connection_status', '{"eip155":"connected"}')
    storage.setItem('@foyer/connected_connector_ids', '{"eip155":"test.fake"}')
    const { foyer, announceWallet } = setup({ storage })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    announceWallet()
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(storage.getItem('@foyer/connected_connector_ids')).toBe('{}')
  })

  test('behavior: a stored connection whose wallet never announces ends disconnected after 3 s', () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    storage.setItem('@foyer/connection_status', '{"eip155":"connected"}')
    storage.setItem('@foyer/connected_connector_ids', '{"eip155":"gone.wallet"}')
    const { foyer } = setup({ storage })
    vi.advanceTimersByTime(2_999)
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    vi.advanceTimersByTime(1)
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })

  test('behavior: disconnect resets the account, clears storage and removes listeners', async () => {
    const { foyer, wallet, storage, announceWallet } = setup()
    announceWallet()
    await foyer.connect('test.fake')
    expect(wallet.listenerCount()).toBe(3)
    await foyer.disconnect()
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    expect(storage.getItem('@foyer/connected_connector_ids')).toBe('{}')
    expect(wallet.calls).toContain('wallet_revokePermissions')
    expect(wallet.listenerCount()).toBe(0)
  })

  test('behavior: wallet events update the account; losing the address closes the modal', async () => {
    const { foyer, wallet, announceWallet } = setup()
    announceWallet()
    await foyer.connect('test.fake')
    wallet.emit('chainChanged', '0x1')
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(1)
    expect(foyer.store.get(activeAccountAtom).caipAddress).toMatch(/^eip155:1:0x/)
    wallet.switchAccount('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
    await vi.waitFor(() =>
      expect(foyer.store.get(activeAccountAtom).address).toBe(
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ),
    )
    foyer.open()
    wallet.emit('accountsChanged', [])
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: going back with one view closes; shake lasts 500 ms', () => {
    vi.useFakeTimers()
    const { foyer } = setup()
    foyer.open()
    foyer.router.push('AllWallets')
    foyer.goBack()
    expect(foyer.store.get(routeAtom).view).toBe('Connect')
    foyer.shake()
    expect(foyer.store.get(modalAtom).shake).toBe('shaking')
    vi.advanceTimersByTime(500)
    expect(foyer.store.get(modalAtom).shake).toBe('idle')
    foyer.goBack()
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })
})

describe('requestClose', () => {
  test('behavior: UnsupportedChain shakes instead of closing', () => {
    vi.useFakeTimers()
    const { foyer } = setup()
    foyer.open({ view: 'UnsupportedChain' })
    foyer.requestClose()
    expect(foyer.store.get(modalAtom)).toMatchObject({ status: 'open', shake: 'shaking' })
    vi.advanceTimersByTime(500)
    expect(foyer.store.get(modalAtom).shake).toBe('idle')
  })
  test('behavior: other views close', () => {
    const { foyer } = setup()
    foyer.open()
    foyer.requestClose()
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })
})
