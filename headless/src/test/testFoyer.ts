import { defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { signalIntent } from '../actions/signalIntent.js'
import { evmAdapter } from '../adapters/evm.js'
import { defineNetwork } from '../chains/network.js'
import { type MockConnector, type MockParameters, mock } from '../connectors/mock.js'
import { createFoyer, type Foyer } from '../store/createFoyer.js'
import type { FoyerOptions } from '../store/options.js'
import { type FoyerStorage, memoryStorage } from '../store/storage.js'
import { mount } from '../watchers/mount.js'

/** A local chain like the devstack's; its RPC is never reached in unit tests. */
export const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** Solana mainnet as a Foyer network; its RPC is never reached in unit tests. */
export const testSolana = defineNetwork(
  defineChain({
    id: 101,
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
  }),
  { chainNamespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
)

/** The mock wallet most tests use: id 'test.fake', on the devnet. */
export function testWallet(parameters: MockParameters = {}): MockConnector {
  return mock({ id: 'test.fake', rdns: 'test.fake', name: 'Fake', chainId: 31337, ...parameters })
}

/**
 * Storage holding an earlier visit's eip155 connection through `connectorId` (the keys of
 * `testFoyer`'s instance, project 'test'): mounting starts a restore.
 */
export function storedConnection(connectorId = 'test.fake'): FoyerStorage {
  const storage = memoryStorage()
  storage.setItem('@foyer/test/connection_status', '{"eip155":"connected"}')
  storage.setItem('@foyer/test/connected_connector_ids', `{"eip155":"${connectorId}"}`)
  return storage
}

const stops: Array<() => void> = []

/** Stops every instance `testFoyer` mounted; call it in `afterEach`. */
export function unmountAll(): void {
  for (const stop of stops.splice(0)) stop()
}

/**
 * A fresh instance on mainnet and the devnet with the EVM adapter, memory storage and the mock
 * wallet as a host connector; mounted unless `mounted: false`, with the visitor's intent
 * signalled (wallet discovery and the project's configuration started) unless `intent: false`.
 */
export function testFoyer(
  options: Partial<FoyerOptions> & {
    wallet?: MockConnector
    storage?: FoyerStorage
    mounted?: boolean
    /** Whether the visitor has reached for the wallet UI (`signalIntent`) once mounted. */
    intent?: boolean
  } = {},
): { foyer: Foyer; wallet: MockConnector; storage: FoyerStorage } {
  const {
    wallet = testWallet(),
    storage = memoryStorage(),
    mounted = true,
    intent = true,
    ...rest
  } = options
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet, devnet],
    adapters: [evmAdapter()],
    connectors: [wallet],
    storage,
    ...rest,
  })
  // Signalled before mounting, so what waits for it starts with the mount, not a frame later.
  if (mounted && intent) signalIntent(foyer)
  if (mounted) stops.push(mount(foyer))
  return { foyer, wallet, storage }
}
