import { generateKeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { solanaAdapter } from '../adapters/solana.js'
import { accountsAtom, activeNamespaceAtom } from '../store/atoms.js'
import { listedConnectorsAtom } from '../store/listedConnectorsAtom.js'
import { memoryStorage } from '../store/storage.js'
import { fakeStandardWallet } from '../test/fakeStandardWallet.js'
import { devnet, testFoyer, testSolana, testWallet, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { switchNetwork } from './switchNetwork.js'

const unregisters: Array<() => void> = []
afterEach(() => {
  unmountAll()
  for (const unregister of unregisters.splice(0)) unregister()
})

/** One wallet with an EIP-6963-style provider and a Wallet Standard Solana account, both 'Duo'. */
async function duoHost(
  storage = memoryStorage(),
  authorized = false,
  solanaAuthorized = authorized,
) {
  const solana = fakeStandardWallet({
    signer: await generateKeyPairSigner(),
    name: 'Duo',
    chains: [testSolana.caipNetworkId as `solana:${string}`],
    authorized: solanaAuthorized,
  })
  unregisters.push(getWallets().register(solana.wallet))
  const evm = testWallet({ id: 'duo.evm', name: 'Duo', authorized })
  const { foyer } = testFoyer({
    networks: [devnet, testSolana],
    adapters: [evmAdapter(), solanaAdapter()],
    connectors: [evm],
    storage,
  })
  await vi.waitFor(() =>
    expect(foyer.store.get(listedConnectorsAtom).map((entry) => entry.type)).toEqual([
      'MULTI_CHAIN',
    ]),
  )
  return { foyer, solana, evm, storage }
}

const statuses = (foyer: Awaited<ReturnType<typeof duoHost>>['foyer']) =>
  Object.fromEntries(
    Object.entries(foyer.store.get(accountsAtom)).map(([key, value]) => [key, value?.status]),
  )

describe('a multi-chain wallet', () => {
  test('default: listed once as MULTI_CHAIN, it connects both namespaces', async () => {
    const { foyer, solana } = await duoHost()
    const [entry] = foyer.store.get(listedConnectorsAtom)
    expect(entry).toMatchObject({ id: 'duo.evm', name: 'Duo', type: 'MULTI_CHAIN' })
    expect(entry?.connectors?.map((member) => member.chain)).toEqual(['eip155', 'solana'])
    const account = await connect(foyer, { connector: 'duo.evm' })
    expect(account.chainId).toBe(31337)
    expect(statuses(foyer)).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(getAccount(foyer, { namespace: 'solana' }).address).toBe(
      solana.wallet.accounts[0]?.address,
    )
    // The active namespace stays the first one's; the other is a switch away.
    expect(getAccount(foyer).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await switchNetwork(foyer, { network: testSolana.caipNetworkId })
    expect(getAccount(foyer).caipAddress).toBe(
      `${testSolana.caipNetworkId}:${solana.wallet.accounts[0]?.address}`,
    )
  })

  test('behavior: disconnecting one namespace keeps the other; none disconnects all', async () => {
    const { foyer } = await duoHost()
    await connect(foyer, { connector: 'duo.evm' })
    await disconnect(foyer, { namespace: 'solana' })
    expect(statuses(foyer)).toEqual({ eip155: 'connected', solana: 'disconnected' })
    await connect(foyer, { connector: 'duo.evm' })
    await disconnect(foyer)
    expect(statuses(foyer)).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
  })

  test('behavior: connecting Solana alone leaves the eip155 connection as it is', async () => {
    const { foyer } = await duoHost()
    await connect(foyer, { connector: 'duo.evm', namespace: 'eip155' })
    const before = foyer.store.get(accountsAtom).eip155
    await connect(foyer, { connector: 'ws.solana.duo' })
    expect(foyer.store.get(accountsAtom).eip155).toBe(before)
    expect(statuses(foyer)).toEqual({ eip155: 'connected', solana: 'connected' })
  })

  test('behavior: a reload restores every connected namespace', async () => {
    const first = await duoHost()
    await connect(first.foyer, { connector: 'duo.evm' })
    unmountAll()
    for (const unregister of unregisters.splice(0)) unregister()
    const again = await duoHost(first.storage, true)
    await vi.waitFor(() =>
      expect(statuses(again.foyer)).toEqual({ eip155: 'connected', solana: 'connected' }),
    )
  })

  test('behavior: a reload on the Solana network stays on it while both namespaces restore', async () => {
    const first = await duoHost()
    await connect(first.foyer, { connector: 'duo.evm' })
    await switchNetwork(first.foyer, { network: testSolana.caipNetworkId })
    unmountAll()
    for (const unregister of unregisters.splice(0)) unregister()
    const again = await duoHost(first.storage, true)
    const namespaces = [again.foyer.store.get(activeNamespaceAtom)]
    again.foyer.store.sub(activeNamespaceAtom, () =>
      namespaces.push(again.foyer.store.get(activeNamespaceAtom)),
    )
    await vi.waitFor(() =>
      expect(statuses(again.foyer)).toEqual({ eip155: 'connected', solana: 'connected' }),
    )
    expect(getAccount(again.foyer).caipAddress).toMatch(/^solana:/)
    expect(namespaces).toEqual(['solana'])
  })

  test('behavior: when the active namespace does not come back after a reload, the other one becomes active', async () => {
    const first = await duoHost()
    await connect(first.foyer, { connector: 'duo.evm' })
    await switchNetwork(first.foyer, { network: testSolana.caipNetworkId })
    unmountAll()
    for (const unregister of unregisters.splice(0)) unregister()
    const again = await duoHost(first.storage, true, false)
    await vi.waitFor(() =>
      expect(statuses(again.foyer)).toEqual({ eip155: 'connected', solana: 'disconnected' }),
    )
    await vi.waitFor(() => expect(getAccount(again.foyer).status).toBe('connected'))
    expect(getAccount(again.foyer).caipAddress).toMatch(/^eip155:/)
  })
})
