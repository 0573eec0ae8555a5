import { afterEach, describe, expect, test, vi } from 'vitest'
import { DisconnectFailedError } from '../errors/generic.js'
import { accountsAtom, modalAtom } from '../store/atoms.js'
import { findConnector } from '../store/connections.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'

afterEach(unmountAll)

describe('disconnect', () => {
  test('behavior: resets the account, clears storage, revokes, removes listeners, closes the modal', async () => {
    const { foyer, wallet, storage } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    expect(wallet.listenerCount()).toBe(3)
    openModal(foyer)
    const events: string[] = []
    foyer.emitter.subscribe((event) => events.push(event.type))
    await disconnect(foyer)
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    expect(storage.getItem('@foyer/test/connected_connector_ids')).toBe('{}')
    expect(wallet.calls).toContain('wallet_revokePermissions')
    expect(wallet.listenerCount()).toBe(0)
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    // The modal watcher closes the modal while the `disconnect` event goes out.
    expect(events.sort()).toEqual(['disconnect', 'disconnectSuccess', 'modalClose'])
  })

  test('error: a failing wallet is still reset; the failure is reported after all attempts', async () => {
    const { foyer } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    const connector = findConnector(foyer, 'test.fake')
    if (!connector) throw new Error('no connector')
    vi.spyOn(connector, 'disconnect').mockRejectedValue(new Error('wallet crashed'))
    const events: string[] = []
    foyer.emitter.subscribe((event) => events.push(event.type))
    await expect(disconnect(foyer)).rejects.toBeInstanceOf(DisconnectFailedError)
    expect(foyer.store.get(accountsAtom).eip155).toEqual({ status: 'disconnected' })
    expect(events).toContain('disconnectError')
  })
})
