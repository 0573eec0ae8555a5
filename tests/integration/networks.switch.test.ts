// The network-switching rules of SPEC §4 against the devstack: the devstack's test wallet
// provider on the two anvil chains, the injected connector and the EVM adapter. Balances are read
// from each chain through the adapter, so "the balance follows the chain" is checked for real.

import { createTestWalletProvider, type TestWalletChain } from '@foyer/devstack'
import {
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CHAIN_B_RPC_URL,
  devstackChainA,
  devstackChainB,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import {
  addNetwork,
  ChainNotSupportedError,
  connect,
  createFoyer,
  evmAdapter,
  type Foyer,
  getAccount,
  injected,
  memoryStorage,
  mount,
  openModal,
  removeNetwork,
  SwitchNetworkNotFoundError,
  switchNetwork,
  UserRejectedRequestError,
  updateSendForm,
} from '@foyer/headless'
import { activeCaipNetworkIdAtom, modalAtom, routerAtom, sendAtom } from '@foyer/headless/internal'
import { balanceQueryOptions } from '@foyer/headless/query'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'

// Account #2: its balance differs between the chains once a test below has sent from it.
const account = TEST_ACCOUNTS[2]
const chainA: TestWalletChain = {
  id: devstackChainA.id,
  name: devstackChainA.name,
  rpcUrl: DEVSTACK_CHAIN_A_RPC_URL,
}
const chainB: TestWalletChain = {
  id: devstackChainB.id,
  name: devstackChainB.name,
  rpcUrl: DEVSTACK_CHAIN_B_RPC_URL,
}
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A Foyer on both devstack chains, connected to a test wallet that knows `chains`. */
async function connected(chains: TestWalletChain[], decision: 'approve' | 'reject' = 'approve') {
  const wallet = createTestWalletProvider({
    account: privateKeyToAccount(account.privateKey),
    chains,
    policy: { decision: 'approve', methods: { wallet_switchEthereumChain: decision } },
  })
  const storage = memoryStorage()
  const foyer = createFoyer({
    projectId: 'networks-switch',
    networks: [devstackChainA, devstackChainB],
    adapters: [evmAdapter()],
    connectors: [injected({ provider: wallet.provider, rdns: 'dev.foyer.node-wallet' })],
    enableEIP6963: false,
    storage,
  })
  stops.push(mount(foyer))
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  return { foyer, wallet, storage }
}

/** The native balance Foyer reads for the account on the network it is on. */
async function foyerBalance(foyer: Foyer): Promise<bigint> {
  const { network, address } = getAccount(foyer)
  const options = balanceQueryOptions(foyer, { network, address })
  return (await options.queryFn()) as bigint
}

async function chainBalance(rpcUrl: string): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: account.address })
}

describe('switchNetwork on the devstack', () => {
  test('behavior: the wallet moves to chain B, the balance read follows, the choice is stored', async () => {
    // Make the two balances differ, so following the chain is visible.
    await createPublicClient({ transport: http(DEVSTACK_CHAIN_B_RPC_URL) }).request({
      method: 'anvil_setBalance' as never,
      params: [account.address, '0x3635c9adc5dea00000'] as never, // 1000 ETH
    })
    const { foyer, wallet, storage } = await connected([chainA, chainB])
    expect(await foyerBalance(foyer)).toBe(await chainBalance(DEVSTACK_CHAIN_A_RPC_URL))
    await switchNetwork(foyer, { network: devstackChainB })
    expect(wallet.controls.getChainId()).toBe(devstackChainB.id)
    expect(getAccount(foyer).network?.id).toBe(devstackChainB.id)
    expect(await foyerBalance(foyer)).toBe(await chainBalance(DEVSTACK_CHAIN_B_RPC_URL))
    expect(await foyerBalance(foyer)).toBe(1000n * 10n ** 18n)
    expect(storage.getItem('@foyer/networks-switch/active_caip_network_id')).toContain(
      `eip155:${devstackChainB.id}`,
    )
  })

  test('behavior: a wallet that does not know chain B adds it (4902), then switches', async () => {
    const { foyer, wallet } = await connected([chainA])
    await switchNetwork(foyer, { network: devstackChainB })
    expect(wallet.controls.getChainId()).toBe(devstackChainB.id)
    expect(getAccount(foyer).chainId).toBe(devstackChainB.id)
  })

  test('error: an add the wallet refuses as invalid is "Chain is not supported"', async () => {
    const { foyer } = await connected([chainA])
    // The test wallet adds only chains whose RPC is on loopback: this one is not.
    const elsewhere = {
      ...devstackChainB,
      id: 4242,
      rpcUrls: { default: { http: ['https://rpc.invalid'] } },
    }
    addNetwork(foyer, { network: elsewhere })
    const error = await switchNetwork(foyer, { network: 'eip155:4242' }).catch((cause) => cause)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(getAccount(foyer).chainId).toBe(devstackChainA.id)
  })

  test('behavior: a declined switch goes back from the pending view and keeps the network', async () => {
    const { foyer } = await connected([chainA, chainB], 'reject')
    openModal(foyer, { view: 'Account' })
    foyer.store.set(routerAtom, { history: [{ view: 'Account' }, { view: 'Networks' }] })
    await expect(switchNetwork(foyer, { network: devstackChainB })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(foyer.store.get(routerAtom).history.map((route) => route.view)).toEqual([
      'Account',
      'Networks',
    ])
    expect(getAccount(foyer).network?.id).toBe(devstackChainA.id)
  })

  test('behavior: the wallet on a chain the host does not list opens UnsupportedChain; switching back closes it', async () => {
    const { foyer, wallet } = await connected([chainA, chainB])
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'Elsewhere', rpcUrls: [DEVSTACK_CHAIN_A_RPC_URL] }],
    })
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6b' }],
    })
    await expect.poll(() => getAccount(foyer).isUnsupportedChain).toBe(true)
    expect(foyer.store.get(routerAtom).history.map((route) => route.view)).toEqual([
      'UnsupportedChain',
    ])
    await switchNetwork(foyer, { network: devstackChainA })
    expect(foyer.store.get(modalAtom).status).toBe('closed')
    expect(wallet.controls.getChainId()).toBe(devstackChainA.id)
  })

  test('error: a network the host does not list is "Network Not Found"', async () => {
    const { foyer } = await connected([chainA, chainB])
    await expect(switchNetwork(foyer, { network: 'eip155:1' })).rejects.toBeInstanceOf(
      SwitchNetworkNotFoundError,
    )
  })

  test('behavior: removing the active network makes the first remaining one active', async () => {
    const { foyer } = await connected([chainA, chainB])
    removeNetwork(foyer, { caipNetworkId: `eip155:${devstackChainA.id}` })
    expect(foyer.store.get(activeCaipNetworkIdAtom)).toBe(`eip155:${devstackChainB.id}`)
  })

  test('behavior: a switch empties the send form', async () => {
    const { foyer, wallet } = await connected([chainA, chainB])
    const eth = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '100', price: 0 }
    updateSendForm(foyer, { token: eth, amount: '0.5', receiver: TEST_ACCOUNTS[3].address })
    expect(foyer.store.get(sendAtom).form).toMatchObject({
      token: eth,
      sendTokenAmount: '0.5',
      receiverAddress: TEST_ACCOUNTS[3].address,
    })
    await switchNetwork(foyer, { network: devstackChainB })
    expect(wallet.controls.getChainId()).toBe(devstackChainB.id)
    const { status, form } = foyer.store.get(sendAtom)
    expect(status).toBe('idle')
    // Every field of the form is empty again (toEqual counts an undefined field as absent).
    expect(form).toEqual({})
  })
})
