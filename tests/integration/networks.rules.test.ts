// The network rules of SPEC §4 across namespaces, against the devstack: both anvil chains with the
// devstack's test wallet provider (injected connector, EVM adapter) beside the devstack's Solana
// cluster with a Wallet Standard wallet (the headless test fake, with the seeded keypair; Solana
// adapter). Switching to the Solana network, a chain left without networks, and removing the
// active namespace's adapter.

import { createTestWalletProvider } from '@foyer/devstack'
import {
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CHAIN_B_RPC_URL,
  devstackChainA,
  devstackChainB,
  devstackSolana,
  SOLANA_TEST_WALLET_ACCOUNT,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import {
  ConnectorNotFoundError,
  connect,
  createFoyer,
  evmAdapter,
  type Foyer,
  getAccount,
  getConnectors,
  injected,
  memoryStorage,
  mount,
  removeAdapter,
  removeNetwork,
  signalIntent,
  solanaAdapter,
  switchNetwork,
} from '@foyer/headless'
import {
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  networkListAtom,
} from '@foyer/headless/internal'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  type FakeStandardWallet,
  fakeStandardWallet,
  signerFromSecretKey,
} from '../../headless/src/test/fakeStandardWallet.js'

// Account #2 (also used by networks.switch.test.ts): nothing here spends from it.
const account = TEST_ACCOUNTS[2]
const chainAId = `eip155:${devstackChainA.id}`
const storedNetworkKey = '@foyer/networks-rules/active_caip_network_id'
const solanaWalletId = 'ws.solana.integration-solana-wallet'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

let solanaWallet: FakeStandardWallet
beforeAll(async () => {
  const signer = await signerFromSecretKey(SOLANA_TEST_WALLET_ACCOUNT.secretKey)
  solanaWallet = fakeStandardWallet({ signer, name: 'Integration Solana Wallet' })
})

/**
 * A Foyer on both devstack chains and the Solana cluster, with both adapters. The Solana wallet
 * is registered (and connected first when `connectSolana`), then the EVM test wallet connects,
 * so the active network is chain A.
 */
async function connected(options: { connectSolana: boolean }) {
  const { provider } = createTestWalletProvider({
    account: privateKeyToAccount(account.privateKey),
    chains: [
      { id: devstackChainA.id, name: devstackChainA.name, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
      { id: devstackChainB.id, name: devstackChainB.name, rpcUrl: DEVSTACK_CHAIN_B_RPC_URL },
    ],
    policy: { decision: 'approve' },
  })
  const storage = memoryStorage()
  const foyer = createFoyer({
    projectId: 'networks-rules',
    networks: [devstackChainA, devstackChainB, devstackSolana],
    adapters: [evmAdapter(), solanaAdapter()],
    connectors: [injected({ provider, rdns: 'dev.foyer.node-wallet' })],
    enableEIP6963: false,
    storage,
  })
  stops.push(solanaWallet.register(), mount(foyer))
  // The visitor reaches for the wallets: Wallet Standard discovery starts (`signalIntent`).
  signalIntent(foyer)
  await vi.waitFor(() => expect(connectorIds(foyer)).toContain(solanaWalletId))
  if (options.connectSolana) await connect(foyer, { connector: solanaWalletId })
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(chainAId)
  return { foyer, storage }
}

const connectorIds = (foyer: Foyer) => getConnectors(foyer).map(({ id }) => id)
const listedNamespaces = (foyer: Foyer) =>
  foyer.store.get(networkListAtom).map((group) => group.namespace)

describe('network rules across namespaces (EVM chains and the Solana cluster)', () => {
  test('behavior: switching to the Solana network makes solana the active namespace, stored', async () => {
    const { foyer, storage } = await connected({ connectSolana: true })
    expect(foyer.store.get(activeNamespaceAtom)).toBe('eip155')
    expect(storage.getItem(storedNetworkKey)).toContain(chainAId)
    await switchNetwork(foyer, { network: devstackSolana })
    expect(foyer.store.get(activeNamespaceAtom)).toBe('solana')
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(devstackSolana.caipNetworkId)
    expect(getAccount(foyer)).toMatchObject({
      isConnected: true,
      address: SOLANA_TEST_WALLET_ACCOUNT.address,
      network: { caipNetworkId: devstackSolana.caipNetworkId },
    })
    expect(storage.getItem(storedNetworkKey)).toContain(devstackSolana.caipNetworkId)
  })

  test('behavior: a chain left with no networks loses its wallets and the active network moves on', async () => {
    const { foyer, storage } = await connected({ connectSolana: false })
    await switchNetwork(foyer, { network: devstackSolana })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(devstackSolana.caipNetworkId)
    expect(listedNamespaces(foyer)).toEqual(['eip155', 'solana'])
    removeNetwork(foyer, { caipNetworkId: devstackSolana.caipNetworkId })
    // "Disabled in the connector filter": the chain's wallet is no longer offered at all.
    expect(connectorIds(foyer)).not.toContain(solanaWalletId)
    await expect(connect(foyer, { connector: solanaWalletId })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    expect(listedNamespaces(foyer)).toEqual(['eip155'])
    expect(foyer.store.get(activeNamespaceAtom)).toBe('eip155')
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(chainAId)
    expect(storage.getItem(storedNetworkKey)).toContain(chainAId)
  })

  test("behavior: removing the active namespace's adapter moves to another chain's first network and resets its account", async () => {
    const { foyer, storage } = await connected({ connectSolana: true })
    await switchNetwork(foyer, { network: devstackSolana })
    expect(getAccount(foyer)).toMatchObject({
      status: 'connected',
      address: SOLANA_TEST_WALLET_ACCOUNT.address,
      connectorId: solanaWalletId,
    })
    removeAdapter(foyer, { namespace: 'solana' })
    expect(foyer.store.get(activeNamespaceAtom)).toBe('eip155')
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(chainAId)
    expect(storage.getItem(storedNetworkKey)).toContain(chainAId)
    const reset = getAccount(foyer, { namespace: 'solana' })
    expect(reset.status).toBe('disconnected')
    expect(reset.address).toBeUndefined()
    expect(reset.caipAddress).toBeUndefined()
    expect(reset.connectorId).toBeUndefined()
    // The EVM wallet is untouched; the Solana network shows as not available.
    expect(getAccount(foyer)).toMatchObject({ isConnected: true, address: account.address })
    const solana = foyer.store.get(networkListAtom).find((group) => group.namespace === 'solana')
    expect(solana?.items.map((item) => item.disabledReason)).toEqual(['NO_ADAPTER'])
  })
})
