import { afterEach, describe, expect, test } from 'vitest'
import { connectorsAtom, modalAtom, routeAtom, routerAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { selectConnectListItem } from './selectConnectListItem.js'

afterEach(() => unmountAll())

const views = (foyer: ReturnType<typeof testFoyer>['foyer']) =>
  foyer.store.get(routerAtom).history.map((route) => route.view)

describe('selectConnectListItem', () => {
  test('default: an installed wallet connects through selectWallet, then the modal closes', async () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    const connector = foyer.store.get(connectorsAtom).find((item) => item.id === 'test.fake')
    if (!connector) throw new Error('no test wallet')
    const pending = selectConnectListItem(foyer, { item: { section: 'injected', connector } })
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'test.fake' },
    })
    await expect(pending).resolves.toMatchObject({ status: 'connected' })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: the WalletConnect entry opens its QR code', async () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    await expect(
      selectConnectListItem(foyer, { item: { section: 'walletConnect' } }),
    ).resolves.toBeUndefined()
    expect(views(foyer)).toEqual(['Connect', 'ConnectingWalletConnectBasic'])
  })

  test('behavior: a directory, recent or custom wallet opens ConnectingWalletConnect with its id', async () => {
    const { foyer } = testFoyer()
    openModal(foyer)
    await selectConnectListItem(foyer, {
      item: { section: 'recommended', wallet: { id: 'w1', name: 'Wallet 1' } },
    })
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w1' },
    })
    goBack(foyer)
    await selectConnectListItem(foyer, {
      item: { section: 'recent', wallet: { id: 'w2', name: 'Wallet 2' } },
    })
    expect(foyer.store.get(routeAtom)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w2' },
    })
  })

  test('error: a declined wallet stays on ConnectingExternal and throws the typed error', async () => {
    const { foyer, wallet } = testFoyer()
    wallet.setBehavior('reject')
    openModal(foyer)
    const connector = foyer.store.get(connectorsAtom).find((item) => item.id === 'test.fake')
    if (!connector) throw new Error('no test wallet')
    await expect(
      selectConnectListItem(foyer, { item: { section: 'external', connector } }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(foyer.store.get(routeAtom).view).toBe('ConnectingExternal')
    expect(foyer.store.get(modalAtom).status).toBe('open')
  })
})
