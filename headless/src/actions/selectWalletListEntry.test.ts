import { afterEach, describe, expect, test } from 'vitest'
import { connectorsAtom, modalAtom, routeAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { openModal } from './openModal.js'
import { selectWalletListEntry } from './selectWalletListEntry.js'

afterEach(() => unmountAll())

describe('selectWalletListEntry', () => {
  test('default: an installed wallet connects through selectWallet, then the modal closes', async () => {
    const { foyer } = testFoyer()
    openModal(foyer, { view: 'AllWallets' })
    const connector = foyer.store.get(connectorsAtom).find((item) => item.id === 'test.fake')
    if (!connector) throw new Error('no test wallet')
    const entry = {
      type: 'connector',
      id: connector.id,
      name: 'Fake',
      imageUrl: undefined,
      connector,
    } as const
    const pending = selectWalletListEntry(foyer, { entry })
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'test.fake' },
    })
    await expect(pending).resolves.toMatchObject({ status: 'connected' })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: a directory wallet opens ConnectingWalletConnect with its id', async () => {
    const { foyer } = testFoyer()
    openModal(foyer, { view: 'AllWallets' })
    const wallet = { id: 'w1', name: 'Wallet 1' }
    await expect(
      selectWalletListEntry(foyer, {
        entry: {
          type: 'wallet',
          source: 'directory',
          id: 'w1',
          name: 'Wallet 1',
          imageUrl: undefined,
          wallet,
        },
      }),
    ).resolves.toBeUndefined()
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w1' },
    })
  })
})
