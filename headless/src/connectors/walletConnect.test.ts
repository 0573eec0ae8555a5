import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { reconnect } from '../actions/reconnect.js'
import { defineNetwork } from '../chains/network.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { accountsAtom, connectorsAtom, walletConnectionAtom } from '../store/atoms.js'
import { createFoyer } from '../store/createFoyer.js'
import { type FoyerStorage, memoryStorage } from '../store/storage.js'
import { devnet, testSolana as solana, testFoyer, unmountAll } from '../test/testFoyer.js'
import type { ConnectorEvent } from './createConnector.js'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnect } from './walletConnect.js'
import { applySkipVerify } from './walletConnectRuntime.js'
import {
  buildWalletConnectNamespaces,
  type WalletConnectProvider,
  type WalletConnectProviderOptions,
  type WalletConnectSession,
} from './walletConnectSession.js'

afterEach(unmountAll)

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const approvedSession: WalletConnectSession = {
  topic: 'session',
  pairingTopic: 'pairing-1',
  namespaces: {
    eip155: { accounts: [`eip155:31337:${address}`] },
    solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1ana'] },
  },
}

/**
 * An in-process stand-in for UniversalProvider: `connect` shows a URI, then the "wallet"
 * approves, rejects (WalletConnect's 5000) or never answers; `emit` plays the wallet's events.
 */
function fakeProvider(
  behavior: 'approve' | 'reject' | 'never' = 'approve',
  session?: WalletConnectSession,
) {
  const listeners = new Map<string, Set<(...values: never[]) => void>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...v: unknown[]) => void)(...values)
  }
  const provider = {
    session,
    proposals: [] as unknown[],
    requests: [] as unknown[],
    async connect(parameters: { optionalNamespaces: unknown }) {
      provider.proposals.push(parameters)
      emit('display_uri', `wc:pairing${provider.proposals.length}@2?relay-protocol=irn&symKey=k`)
      if (behavior === 'never') return new Promise(() => {})
      if (behavior === 'reject') throw Object.assign(new Error('User rejected.'), { code: 5000 })
      provider.session = approvedSession
      return approvedSession
    },
    async disconnect() {
      provider.session = undefined
    },
    endedPairings: [] as string[],
    client: {
      core: {
        pairing: {
          async disconnect({ topic }: { topic: string }) {
            provider.endedPairings.push(topic)
          },
        },
      },
    },
    async request(arguments_: unknown, chain?: string) {
      provider.requests.push([arguments_, chain])
      if ((arguments_ as { method: string }).method === 'personal_sign') {
        throw Object.assign(new Error('User rejected.'), { code: 5000 })
      }
      return null
    },
    on(event: string, listener: (...values: never[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: (...values: never[]) => void) {
      listeners.get(event)?.delete(listener)
    },
    emit,
  } satisfies WalletConnectProvider & Record<string, unknown>
  return provider
}

/** A factory that hands out `provider` and records the options it was made with. */
function factory(provider: WalletConnectProvider) {
  return vi.fn(async (_options: WalletConnectProviderOptions) => provider)
}

function setUp(
  provider = fakeProvider(),
  options: { storage?: FoyerStorage; skipVerify?: boolean; mounted?: boolean } = {},
) {
  const createProvider = factory(provider)
  const { foyer, storage } = testFoyer({
    networks: [devnet, solana],
    wallet: undefined,
    connectors: [walletConnect({ createProvider, skipVerify: options.skipVerify ?? false })],
    services: { relayUrl: 'ws://127.0.0.1:9' },
    metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] },
    ...(options.storage ? { storage: options.storage } : {}),
    mounted: options.mounted ?? false,
  })
  return { foyer, storage, provider, createProvider }
}

describe('walletConnect', () => {
  test('default: Foyer offers it when enabled with a relay; never without a relay', () => {
    const withRelay = createFoyer({
      projectId: 'p',
      networks: [devnet],
      services: { relayUrl: 'ws://127.0.0.1:9' },
    })
    const [connector] = withRelay.store.get(connectorsAtom)
    expect(connector).toMatchObject({
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
    })
    expect(createFoyer({ projectId: 'p', networks: [devnet] }).store.get(connectorsAtom)).toEqual(
      [],
    )
    const disabled = createFoyer({
      projectId: 'p',
      networks: [devnet],
      enableWalletConnect: false,
      services: { relayUrl: 'ws://127.0.0.1:9' },
    })
    expect(disabled.store.get(connectorsAtom)).toEqual([])
  })

  test('behavior: connect shows the pairing URI and proposes optional namespaces only', async () => {
    const { foyer, provider, createProvider } = setUp(undefined, { skipVerify: true })
    const uris: string[] = []
    const account = await connect(foyer, {
      connector: WALLET_CONNECT_CONNECTOR_ID,
      onDisplayUri: (uri) => uris.push(uri),
    })
    expect(uris).toEqual(['wc:pairing1@2?relay-protocol=irn&symKey=k'])
    expect(account).toMatchObject({ status: 'connected', address: checksummed, chainId: 31337 })
    expect(provider.proposals).toEqual([
      {
        optionalNamespaces: buildWalletConnectNamespaces(
          [defineNetwork(devnet), solana],
          foyer.rpcUrls,
        ),
      },
    ])
    expect(Object.keys(provider.proposals[0] as object)).toEqual(['optionalNamespaces'])
    expect(createProvider).toHaveBeenCalledWith({
      projectId: 'test',
      relayUrl: 'ws://127.0.0.1:9',
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] },
      storagePrefix: '@foyer/test/wc',
      skipVerify: true,
    })
  })

  test('behavior: disconnecting ends the session and its pairing, so none piles up', async () => {
    const { foyer, provider } = setUp(fakeProvider(), { mounted: true })
    await connect(foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })
    await disconnect(foyer)
    expect(provider.session).toBeUndefined()
    expect(provider.endedPairings).toEqual(['pairing-1'])
  })

  test('behavior: without a stored session nothing loads the SDK', async () => {
    const { foyer, createProvider } = setUp()
    const [connector] = foyer.store.get(connectorsAtom)
    expect(await connector?.isAuthorized()).toBe(false)
    expect(await connector?.getAccounts()).toEqual([])
    await connector?.disconnect()
    expect(createProvider).not.toHaveBeenCalled()
  })

  test('behavior: a stored session is restored on reload through reconnect', async () => {
    const storage = memoryStorage()
    const first = setUp(fakeProvider(), { storage, mounted: true })
    await connect(first.foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })
    // The page reloads: a new instance on the same storage; the SDK restores its session.
    const second = setUp(fakeProvider('never', approvedSession), { storage })
    const accounts = await reconnect(second.foyer)
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: checksummed })
    expect(second.createProvider).toHaveBeenCalledTimes(1)
    expect(second.provider.proposals).toEqual([])
  })

  test('behavior: a reload restores the session on the chain it was last on, not its first', async () => {
    const twoChains: WalletConnectSession = {
      topic: 'session',
      namespaces: { eip155: { accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`] } },
    }
    const storage = memoryStorage()
    const first = setUp(fakeProvider('never', twoChains), { storage, mounted: true })
    await connect(first.foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })
    await first.foyer.store.get(connectorsAtom)[0]?.switchChain?.({ chainId: 31338 })
    const reload = async () => {
      const next = setUp(fakeProvider('never', twoChains), { storage })
      return { next, accounts: await reconnect(next.foyer) }
    }
    const { next, accounts } = await reload()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      chainId: 31338,
      caipAddress: `eip155:31338:${checksummed}`,
    })
    // The wallet switching back by itself is remembered too.
    next.provider.emit('chainChanged', '31337')
    expect((await reload()).accounts.eip155).toMatchObject({ chainId: 31337 })
    // Disconnecting forgets the chain with the session.
    await disconnect(next.foyer)
    expect(storage.getItem('@foyer/test/walletconnect_chain')).toBeNull()
  })

  test('behavior: wallet account, chain and session-delete events become connector events', async () => {
    const { foyer, provider, storage } = setUp()
    await connect(foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })
    const [connector] = foyer.store.get(connectorsAtom)
    const events: ConnectorEvent[] = []
    connector?.subscribe((event) => events.push(event))
    provider.emit('accountsChanged', [address])
    provider.emit('chainChanged', '1')
    provider.emit('disconnect', { code: 6000 })
    await vi.waitFor(() => expect(events).toHaveLength(3))
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'accountsChanged', accounts: [checksummed] },
        { type: 'chainChanged', chainId: 1 },
        { type: 'disconnect' },
      ]),
    )
    expect(storage.getItem('@foyer/test/walletconnect_session')).toBeNull()
  })

  test('behavior: user rejected request (WalletConnect 5000) is UserRejectedRequestError', async () => {
    const { foyer } = setUp(fakeProvider('reject'))
    await expect(connect(foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(foyer.store.get(walletConnectionAtom).status).toBe('rejected')
    const { foyer: signing } = setUp()
    await connect(signing, { connector: WALLET_CONNECT_CONNECTOR_ID })
    const provider = (await signing.store.get(connectorsAtom)[0]?.getProvider()) as {
      request(arguments_: { method: string; params?: unknown }): Promise<unknown>
    }
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('behavior: requests go to the session on the connected chain', async () => {
    const { foyer, provider } = setUp()
    await connect(foyer, { connector: WALLET_CONNECT_CONNECTOR_ID })
    const eip1193 = (await foyer.store.get(connectorsAtom)[0]?.getProvider()) as {
      request(arguments_: { method: string }): Promise<unknown>
    }
    await eip1193.request({ method: 'eth_blockNumber' })
    expect(provider.requests).toEqual([[{ method: 'eth_blockNumber' }, 'eip155:31337']])
  })

  test('behavior: disconnecting one WalletConnect namespace disconnects the others (SPEC §4)', async () => {
    const solanaAdapter = { namespace: 'solana', getBalance: async () => 0n }
    const { foyer, provider, storage } = setUp()
    const withSolana = createFoyer({
      projectId: 'test',
      networks: [devnet, solana],
      adapters: [...foyer.options.adapters, solanaAdapter as never],
      connectors: [walletConnect({ createProvider: factory(provider) })],
      services: { relayUrl: 'ws://127.0.0.1:9' },
      storage,
    })
    await connect(withSolana, { connector: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155' })
    await connect(withSolana, { connector: WALLET_CONNECT_CONNECTOR_ID, namespace: 'solana' })
    expect(withSolana.store.get(accountsAtom).solana).toMatchObject({
      status: 'connected',
      address: 'So1ana',
    })
    await disconnect(withSolana, { namespace: 'eip155' })
    expect(withSolana.store.get(accountsAtom).eip155?.status).toBe('disconnected')
    expect(withSolana.store.get(accountsAtom).solana?.status).toBe('disconnected')
    expect(provider.session).toBeUndefined()
  })

  test("parameters: skipVerify replaces the Core's Verify registration with a no-op", async () => {
    let registered = 0
    const provider = { client: { core: { verify: { register: async () => registered++ } } } }
    applySkipVerify(provider)
    expect(await provider.client.core.verify.register()).toBeUndefined()
    expect(registered).toBe(0)
    expect(() => applySkipVerify({})).not.toThrow()
  })
})
