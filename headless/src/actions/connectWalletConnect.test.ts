// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { MockBehavior } from '../connectors/mock.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletConnect.js'
import { UnsafeDeepLinkError } from '../errors/deepLink.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import {
  modalAtom,
  pairingAtom,
  pairingLifetimeMsAtom,
  recentWalletsAtom,
  walletConnectionAtom,
} from '../store/atoms.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { cancelConnect } from './cancelConnect.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { openWalletLink } from './openWalletLink.js'

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A mock wallet in WalletConnect's place that shows `wc:<attempt>` on each connect. */
function pairingWallet(behavior: MockBehavior = 'never') {
  return testWallet({
    id: WALLET_CONNECT_CONNECTOR_ID,
    displayUri: (attempt) => `wc:${attempt}@2?symKey=k`,
    behavior,
  })
}
const acme = { id: 'acme', name: 'Acme', mobile_link: 'acme://', webapp_link: 'https://acme.test' }

describe('connectWalletConnect', () => {
  test('default: the URI goes to the pairing with a 4 minute expiry; connected closes the modal', async () => {
    const wallet = pairingWallet({ delayMs: 300 })
    const { foyer } = testFoyer({ wallet, mounted: false })
    openModal(foyer)
    const pending = connectWalletConnect(foyer, { wallet: acme })
    await vi.waitFor(() => expect(foyer.store.get(pairingAtom).uri).toBe('wc:1@2?symKey=k'))
    const pairing = foyer.store.get(pairingAtom)
    expect(pairing.status).toBe('pairing')
    expect(pairing.recentWallet).toEqual({ id: 'acme', name: 'Acme' })
    expect((pairing.expiresAt ?? 0) - Date.now()).toBeGreaterThan(239_000)
    await pending
    expect(foyer.store.get(pairingAtom).status).toBe('connected')
    expect(foyer.store.get(recentWalletsAtom)?.[0]).toMatchObject({ id: 'acme' })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
  })

  test('behavior: an expiring URI is refreshed by itself (expired, then a new URI)', async () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer({ wallet: pairingWallet(), mounted: false })
    foyer.store.set(pairingLifetimeMsAtom, 15_000)
    const first = connectWalletConnect(foyer).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(foyer.store.get(pairingAtom)).toMatchObject({
      status: 'pairing',
      uri: 'wc:1@2?symKey=k',
    })
    // 10 s before its end the URI counts as expired and a new pairing starts.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(foyer.store.get(pairingAtom)).toMatchObject({
      status: 'pairing',
      uri: 'wc:2@2?symKey=k',
    })
    expect((await first) as Error).toMatchObject({ code: 'CONNECT_CANCELLED' })
    expect(foyer.store.get(walletConnectionAtom).status).toBe('connecting')
    cancelConnect(foyer)
    expect(foyer.store.get(pairingAtom)).toMatchObject({ status: 'disconnected', uri: undefined })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(foyer.store.get(pairingAtom).uri).toBeUndefined()
  })

  test('behavior: reuse keeps a live pairing; going back gives it up', async () => {
    const { foyer } = testFoyer({ wallet: pairingWallet(), mounted: false })
    openModal(foyer)
    navigate(foyer, { type: 'push', route: { view: 'ConnectingWalletConnectBasic' } })
    void connectWalletConnect(foyer).catch(() => {})
    await vi.waitFor(() => expect(foyer.store.get(pairingAtom).uri).toBeDefined())
    expect(await connectWalletConnect(foyer, { reuse: true })).toBeUndefined()
    expect(foyer.store.get(pairingAtom).uri).toBe('wc:1@2?symKey=k')
    goBack(foyer)
    expect(foyer.store.get(walletConnectionAtom).status).toBe('idle')
    expect(foyer.store.get(pairingAtom).status).toBe('disconnected')
  })

  test('behavior: user rejected request resets the pairing and shows rejected', async () => {
    const { foyer } = testFoyer({ wallet: pairingWallet('reject'), mounted: false })
    await expect(connectWalletConnect(foyer)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.store.get(walletConnectionAtom).status).toBe('rejected')
    expect(foyer.store.get(pairingAtom)).toMatchObject({ status: 'disconnected', uri: undefined })
  })
})

describe('openWalletLink', () => {
  test('default: opens the mobile link with the URI in this window and records it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { foyer } = testFoyer({ wallet: pairingWallet(), mounted: false })
    void connectWalletConnect(foyer).catch(() => {})
    await vi.waitFor(() => expect(foyer.store.get(pairingAtom).uri).toBeDefined())
    const link = openWalletLink(foyer, { wallet: acme, platform: 'mobile' })
    expect(link).toBe(`acme://wc?uri=${encodeURIComponent('wc:1@2?symKey=k')}`)
    expect(open).toHaveBeenCalledWith(link, '_self', 'noreferrer noopener')
    expect(foyer.store.get(pairingAtom).linking).toBe(link)
    openWalletLink(foyer, { wallet: acme, platform: 'web' })
    expect(open).toHaveBeenLastCalledWith(
      `https://acme.test/wc?uri=${encodeURIComponent('wc:1@2?symKey=k')}`,
      '_blank',
      'noreferrer noopener',
    )
    expect(openWalletLink(foyer, { wallet: acme, platform: 'desktop' })).toBeUndefined()
  })

  test('error: a javascript: link is refused and nothing opens', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { foyer } = testFoyer({ wallet: pairingWallet(), mounted: false })
    void connectWalletConnect(foyer).catch(() => {})
    await vi.waitFor(() => expect(foyer.store.get(pairingAtom).uri).toBeDefined())
    const evil = { id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(document.cookie)//' }
    expect(() => openWalletLink(foyer, { wallet: evil, platform: 'mobile' })).toThrow(
      UnsafeDeepLinkError,
    )
    expect(open).not.toHaveBeenCalled()
  })
})
