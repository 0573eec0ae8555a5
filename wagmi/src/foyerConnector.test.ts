import {
  closeModal,
  createFoyer,
  evmAdapter,
  type Foyer,
  type FoyerStorage,
  getAccount as foyerAccount,
  connect as foyerConnect,
  disconnect as foyerDisconnect,
  InvalidParameterError,
  memoryStorage,
  mount,
  switchNetwork,
} from '@foyer/headless'
import { modalAtom } from '@foyer/headless/internal'
import { mock } from '@foyer/headless/testing'
import * as v3 from '@wagmi/core'
import * as v2 from '@wagmi/core-v2'
import { defineChain, http, UserRejectedRequestError, verifyMessage } from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { foyerConnector } from './foyerConnector.js'
import { foyerNetworks } from './foyerNetworks.js'

/** A local chain like the devstack's; its RPC is never reached here. */
const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const chains = [devnet, mainnet] as const
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** The few actions of @wagmi/core the tests use; v2 and v3 share them. */
type Core = typeof v3

function setup(
  core: Core,
  parameters: { storage?: FoyerStorage; wagmiStorage?: Storage; authorized?: boolean } = {},
) {
  const storage = parameters.storage ?? memoryStorage()
  const foyer: Foyer = createFoyer({
    projectId: 'test',
    networks: foyerNetworks(chains),
    adapters: [evmAdapter()],
    connectors: [mock({ chainId: 31337, authorized: parameters.authorized ?? true })],
    storage,
  })
  const config = core.createConfig({
    chains,
    connectors: [foyerConnector(foyer, { restoreTimeoutMs: 2_000 })],
    multiInjectedProviderDiscovery: false,
    storage: core.createStorage({ storage: parameters.wagmiStorage ?? memoryWebStorage() }),
    transports: { [devnet.id]: http(), [mainnet.id]: http('http://127.0.0.1:1') },
  } as never) as unknown as v3.Config
  return { foyer, config, storage }
}

function memoryWebStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

/** Whether Foyer's modal is open. */
const getModal = (foyer: Foyer) => foyer.store.get(modalAtom).status

function start(foyer: Foyer) {
  const stop = mount(foyer)
  stops.push(stop)
  return stop
}

describe.each([
  ['@wagmi/core 3', v3],
  ['@wagmi/core 2', v2 as unknown as Core],
])('foyerConnector on %s', (_, core) => {
  test('default: connecting in Foyer connects wagmi, on the same account and chain', async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    await core.reconnect(config)
    expect(core.getAccount(config).status).toBe('disconnected')
    await foyerConnect(foyer, { connector: 'mock' })
    expect(core.getAccount(config)).toMatchObject({
      status: 'connected',
      address,
      chainId: 31337,
      connector: { id: 'foyer', name: 'Foyer' },
    })
    const connector = core.getAccount(config).connector as unknown as {
      getFoyerConnector(): { id: string }
    }
    expect(connector.getFoyerConnector().id).toBe('mock')
  })

  test("behavior: wagmi's connect opens Foyer's modal and resolves once the visitor connects", async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    const [connector] = config.connectors
    const connecting = core.connect(config, { connector: connector as v3.Connector })
    await expect.poll(() => core.getAccount(config).status).toBe('connecting')
    expect(getModal(foyer)).toBe('open')
    await foyerConnect(foyer, { connector: 'mock' })
    closeModal(foyer)
    await expect(connecting).resolves.toMatchObject({ accounts: [address], chainId: 31337 })
    expect(core.getAccount(config).status).toBe('connected')
  })

  test("behavior: closing the modal rejects wagmi's connect as a user rejection", async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    const connecting = core.connect(config, { connector: config.connectors[0] as v3.Connector })
    await expect.poll(() => core.getAccount(config).status).toBe('connecting')
    closeModal(foyer)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(core.getAccount(config).status).toBe('disconnected')
  })

  test('behavior: disconnecting from either side disconnects both', async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    await foyerConnect(foyer, { connector: 'mock' })
    await core.disconnect(config)
    expect(foyerAccount(foyer, { namespace: 'eip155' }).status).toBe('disconnected')
    await foyerConnect(foyer, { connector: 'mock' })
    expect(core.getAccount(config).status).toBe('connected')
    await foyerDisconnect(foyer)
    expect(core.getAccount(config).status).toBe('disconnected')
  })

  test("behavior: wagmi's switchChain is Foyer's network switch, and the reverse", async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    await foyerConnect(foyer, { connector: 'mock' })
    await expect(core.switchChain(config, { chainId: 1 })).resolves.toMatchObject({ id: 1 })
    expect(foyerAccount(foyer)).toMatchObject({ chainId: 1, network: { id: 1 } })
    expect(core.getAccount(config).chainId).toBe(1)
    await switchNetwork(foyer, { network: devnet })
    expect(core.getAccount(config).chainId).toBe(31337)
  })

  test('behavior: a reload restores both, wagmi never disconnected in between', async () => {
    const storage = memoryStorage()
    const wagmiStorage = memoryWebStorage()
    const first = setup(core, { storage, wagmiStorage })
    const stopFirst = start(first.foyer)
    await foyerConnect(first.foyer, { connector: 'mock' })
    stopFirst()

    const { foyer, config } = setup(core, { storage, wagmiStorage })
    // wagmi reads its stored connection asynchronously, before WagmiProvider mounts.
    await vi.waitFor(() => expect(config.state.current).not.toBeNull())
    const statuses: string[] = []
    config.subscribe(
      (state) => state.status,
      (status) => statuses.push(status),
    )
    // WagmiProvider's mount: it reconnects while Foyer's restore is still running.
    const restoring = core.reconnect(config)
    start(foyer)
    await restoring
    expect(core.getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 })
    expect(statuses).toEqual(['reconnecting', 'connected'])
  })

  test('behavior: a restore Foyer cannot make leaves wagmi disconnected, without a prompt', async () => {
    const storage = memoryStorage()
    const wagmiStorage = memoryWebStorage()
    const first = setup(core, { storage, wagmiStorage })
    const stopFirst = start(first.foyer)
    await foyerConnect(first.foyer, { connector: 'mock' })
    stopFirst()
    const { foyer, config } = setup(core, { storage, wagmiStorage, authorized: false })
    start(foyer)
    await core.reconnect(config)
    expect(core.getAccount(config).status).toBe('disconnected')
    expect(getModal(foyer)).toBe('closed')
  })

  test("behavior: wagmi's signMessage goes to Foyer's wallet (verified with viem)", async () => {
    const { foyer, config } = setup(core)
    start(foyer)
    await foyerConnect(foyer, { connector: 'mock' })
    const signature = await core.signMessage(config, { message: 'hello from wagmi' })
    await expect(verifyMessage({ address, message: 'hello from wagmi', signature })).resolves.toBe(
      true,
    )
  })
})

describe('foyerConnector parameters', () => {
  test('error: not a Foyer instance', () => {
    expect(() => foyerConnector({} as Foyer)).toThrow(InvalidParameterError)
  })

  test('error: invalid restoreTimeoutMs', () => {
    const { foyer } = setup(v3)
    expect(() => foyerConnector(foyer, { restoreTimeoutMs: -1 })).toThrow(InvalidParameterError)
  })
})

describe('foyerNetworks', () => {
  test('default', () => {
    const networks = foyerNetworks(chains)
    expect(networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:1'])
  })

  test('parameters: rpcUrls', () => {
    const [network] = foyerNetworks(chains, { rpcUrls: { 31337: ['http://127.0.0.1:8545'] } })
    expect(network?.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  test('error: no chains', () => {
    expect(() => foyerNetworks([] as never)).toThrow(InvalidParameterError)
  })
})
