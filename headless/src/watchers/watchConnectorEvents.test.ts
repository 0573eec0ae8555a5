import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { openModal } from '../actions/openModal.js'
import { activeAccountAtom, activeNetworkAtom, modalAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { mount } from './mount.js'

afterEach(unmountAll)

describe('watchConnectorEvents', () => {
  test('behavior: wallet events update the account; losing the address closes the modal', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    wallet.setChainId(1)
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(1)
    expect(foyer.store.get(activeAccountAtom).caipAddress).toMatch(/^eip155:1:0x/)
    wallet.setAccounts(['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    await vi.waitFor(() =>
      expect(foyer.store.get(activeAccountAtom).address).toBe(
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ),
    )
    expect(foyer.store.get(activeAccountAtom).caipAddress).toBe(
      'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    openModal(foyer)
    wallet.setAccounts([])
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test("behavior: the wallet's own disconnect resets the namespace", async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    wallet.disconnect()
    expect(foyer.store.get(activeAccountAtom)).toEqual({ status: 'disconnected' })
  })

  test("behavior: a remount keeps listening to a connected account's wallet", async () => {
    const { foyer, wallet } = testFoyer({ mounted: false })
    const unmount = mount(foyer)
    await connect(foyer, { connector: 'test.fake' })
    unmount()
    expect(wallet.listenerCount()).toBe(0)
    const remount = mount(foyer)
    expect(wallet.listenerCount()).toBe(3)
    wallet.setChainId(1)
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(1)
    remount()
  })
})
