import { generateKeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinAdapter } from '../adapters/bitcoin.js'
import { evmAdapter } from '../adapters/evm.js'
import { solanaAdapter } from '../adapters/solana.js'
import { defineNetwork } from '../chains/network.js'
import { connectorsAtom, standardConnectorsAtom } from '../store/atoms.js'
import { fakeBitcoinWallet } from '../test/fakeBitcoinWallet.js'
import { fakeStandardWallet } from '../test/fakeStandardWallet.js'
import { devnet, testFoyer, testSolana, unmountAll } from '../test/testFoyer.js'
import {
  hostOffersBitcoin,
  type StandardWalletRegistry,
  watchStandardWallets,
} from './watchStandardWallets.js'

const unregisters: Array<() => void> = []
afterEach(() => {
  unmountAll()
  for (const unregister of unregisters.splice(0)) unregister()
})

async function solanaWallet(name: string) {
  return fakeStandardWallet({ signer: await generateKeyPairSigner(), name }).wallet
}
const solanaHost = (options = {}) =>
  testFoyer({
    networks: [devnet, testSolana],
    adapters: [evmAdapter(), solanaAdapter()],
    ...options,
  })
const ids = (foyer: ReturnType<typeof testFoyer>['foyer']) =>
  foyer.store.get(standardConnectorsAtom).map((connector) => connector.id)

describe('watchStandardWallets', () => {
  test('default: registered and late-registered Solana wallets become connectors', async () => {
    const registry = getWallets()
    unregisters.push(registry.register(await solanaWallet('Early Wallet')))
    const { foyer } = solanaHost()
    await vi.waitFor(() => expect(ids(foyer)).toEqual(['ws.solana.early-wallet']))
    const late = await solanaWallet('Late Wallet')
    const unregister = registry.register(late)
    expect(ids(foyer)).toEqual(['ws.solana.early-wallet', 'ws.solana.late-wallet'])
    const connector = foyer.store.get(standardConnectorsAtom)[1]
    expect(foyer.store.get(connectorsAtom)).toContain(connector)
    // Listed again on the next change: the same connector, set up once.
    unregisters.push(registry.register(await solanaWallet('Third')))
    expect(foyer.store.get(standardConnectorsAtom)[1]).toBe(connector)
    unregister()
    expect(ids(foyer)).toEqual(['ws.solana.early-wallet', 'ws.solana.third'])
  })

  test('behavior: an EVM-only host or one without the solana adapter loads nothing', async () => {
    const loadRegistry = vi.fn(async () => getWallets() as StandardWalletRegistry)
    const evmOnly = testFoyer({ mounted: false }).foyer
    watchStandardWallets(evmOnly, { loadRegistry })()
    const noAdapter = testFoyer({ networks: [devnet, testSolana], mounted: false }).foyer
    watchStandardWallets(noAdapter, { loadRegistry })()
    expect(loadRegistry).not.toHaveBeenCalled()
  })

  test('behavior: non-Solana and excluded wallets are left out', async () => {
    const bitcoin = { ...(await solanaWallet('Btc')), chains: ['bitcoin:mainnet'] } as Wallet
    const registry: StandardWalletRegistry = {
      get: () => [bitcoin, fake, excluded],
      on: () => () => {},
    }
    const fake = await solanaWallet('Kept')
    const excluded = await solanaWallet('Hidden Wallet')
    const { foyer } = solanaHost({ mounted: false, excludeWalletIds: ['hidden wallet'] })
    const stop = watchStandardWallets(foyer, { loadRegistry: async () => registry })
    await vi.waitFor(() => expect(ids(foyer)).toEqual(['ws.solana.kept']))
    stop()
  })

  test('behavior: stopped before the registry loads, or a failed load, lists nothing', async () => {
    const { foyer } = solanaHost({ mounted: false })
    const on = vi.fn(() => () => {})
    let resolve: (registry: StandardWalletRegistry) => void = () => {}
    const stop = watchStandardWallets(foyer, {
      loadRegistry: () => new Promise((done) => (resolve = done)),
    })
    stop()
    resolve({ get: () => [], on })
    await new Promise((done) => setTimeout(done, 10))
    expect(on).not.toHaveBeenCalled()
    watchStandardWallets(foyer, { loadRegistry: () => Promise.reject(new Error('offline')) })
    await new Promise((done) => setTimeout(done, 10))
    expect(ids(foyer)).toEqual([])
  })

  test('behavior: a Bitcoin host lists Bitcoin wallets; a host of both lists both kinds', async () => {
    const bitcoinTestnet = defineNetwork(
      { ...devnet, id: 18332, name: 'Bitcoin Testnet' },
      { chainNamespace: 'bip122', reference: '000000000933ea01ad0ee984209779ba' },
    )
    const btc = fakeBitcoinWallet({ name: 'Btc' }).wallet
    const sol = await solanaWallet('Sol')
    // One wallet of both chains (Phantom-like): a connector per kind, merged by name in the list.
    const duo = {
      ...(await solanaWallet('Duo')),
      chains: ['solana:mainnet', 'bitcoin:testnet'],
    } as Wallet
    const registry: StandardWalletRegistry = { get: () => [btc, sol, duo], on: () => () => {} }
    const loadRegistry = async () => registry
    const bitcoinOnly = testFoyer({
      networks: [devnet, bitcoinTestnet],
      adapters: [evmAdapter(), bitcoinAdapter()],
      mounted: false,
    }).foyer
    expect(hostOffersBitcoin(bitcoinOnly)).toBe(true)
    const stopBitcoin = watchStandardWallets(bitcoinOnly, { loadRegistry })
    await vi.waitFor(() => expect(ids(bitcoinOnly)).toEqual(['ws.bip122.btc', 'ws.bip122.duo']))
    stopBitcoin()
    const both = testFoyer({
      networks: [devnet, testSolana, bitcoinTestnet],
      adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
      mounted: false,
    }).foyer
    const stopBoth = watchStandardWallets(both, { loadRegistry })
    await vi.waitFor(() =>
      expect(ids(both)).toEqual([
        'ws.solana.sol',
        'ws.solana.duo',
        'ws.bip122.btc',
        'ws.bip122.duo',
      ]),
    )
    stopBoth()
    // A Solana-only host lists no Bitcoin wallet.
    const solanaOnly = solanaHost({ mounted: false }).foyer
    expect(hostOffersBitcoin(solanaOnly)).toBe(false)
    const stopSolana = watchStandardWallets(solanaOnly, { loadRegistry })
    await vi.waitFor(() => expect(ids(solanaOnly)).toEqual(['ws.solana.sol', 'ws.solana.duo']))
    stopSolana()
  })
})
