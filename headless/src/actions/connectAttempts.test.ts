import { afterEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, routerAtom, walletConnectionAtom } from '../store/atoms.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { selectWallet } from './selectWallet.js'

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

function twoWallets() {
  const slow = testWallet({ id: 'a', rdns: 'a', name: 'A', behavior: { delayMs: 30 } })
  const quick = testWallet({
    id: 'b',
    rdns: 'b',
    name: 'B',
    behavior: { delayMs: 60, outcome: 'reject' },
  })
  return { slow, quick, ...testFoyer({ connectors: [slow, quick] }) }
}

describe('overlapping connect attempts', () => {
  test('behavior: the latest attempt wins; an abandoned approval is not applied nor listened to', async () => {
    const { foyer, slow } = twoWallets()
    openModal(foyer)
    const first = selectWallet(foyer, { connectorId: 'a' })
    goBack(foyer)
    const second = selectWallet(foyer, { connectorId: 'b' })
    await expect(first).rejects.toMatchObject({ code: 'CONNECT_CANCELLED' })
    await expect(second).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    expect(foyer.store.get(walletConnectionAtom)).toMatchObject({
      status: 'rejected',
      connectorId: 'b',
    })
    expect(slow.listenerCount()).toBe(0)
  })

  test('behavior: a live connection survives another attempt that is declined', async () => {
    const { foyer } = twoWallets()
    const live = await connect(foyer, { connector: 'a' })
    await expect(connect(foyer, { connector: 'b' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(foyer.store.get(accountsAtom).eip155).toEqual(live)
  })
})

describe('a wallet that never answers', () => {
  test('behavior: closing the modal cancels the attempt; nothing stays connecting', async () => {
    const { foyer } = testFoyer({ wallet: testWallet({ behavior: 'never' }) })
    openModal(foyer)
    const pending = selectWallet(foyer, { connectorId: 'test.fake' })
    expect(foyer.store.get(accountsAtom).eip155?.status).toBe('connecting')
    closeModal(foyer)
    await expect(pending).rejects.toMatchObject({ code: 'CONNECT_CANCELLED' })
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    expect(foyer.store.get(walletConnectionAtom).status).toBe('idle')
  })

  test('behavior: reopening while it asks shows the attempt, and Back cancels it', async () => {
    const { foyer } = testFoyer({ wallet: testWallet({ behavior: 'never' }) })
    openModal(foyer)
    const pending = selectWallet(foyer, { connectorId: 'test.fake' })
    closeModal(foyer)
    await pending.catch(() => {})
    const again = selectWallet(foyer, { connectorId: 'test.fake' })
    openModal(foyer)
    expect(foyer.store.get(walletConnectionAtom).status).toBe('connecting')
    expect(foyer.store.get(routerAtom).history.map((route) => route.view)).toEqual([
      'Connect',
      'ConnectingExternal',
    ])
    goBack(foyer)
    await expect(again).rejects.toMatchObject({ code: 'CONNECT_CANCELLED' })
    expect(foyer.store.get(accountsAtom).eip155?.status).toBe('disconnected')
  })

  test('error: the attempt times out into a failed, retryable state', async () => {
    const wallet = testWallet({ behavior: 'never' })
    const { foyer } = testFoyer({ wallet })
    await expect(connect(foyer, { connector: 'test.fake', timeoutMs: 20 })).rejects.toMatchObject({
      code: 'CONNECT_TIMEOUT',
    })
    expect(foyer.store.get(walletConnectionAtom)).toMatchObject({ status: 'failed' })
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    wallet.setBehavior('approve')
    await expect(connect(foyer, { connector: 'test.fake' })).resolves.toMatchObject({
      status: 'connected',
    })
  })
})
