// The wallet-facing actions (signMessage, sendTransaction) through the injected connector and
// the EVM adapter, against the devstack's anvil chain and its test wallet provider: real
// signatures checked with viem, a real transaction whose receipt is read from the chain.

import { createTestWalletProvider } from '@foyer/devstack'
import { DEVSTACK_CHAIN_A_RPC_URL, devstackChainA, TEST_ACCOUNTS } from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  evmAdapter,
  injected,
  mount,
  NoActiveCaipAddressError,
  sendTransaction,
  signMessage,
  UserRejectedRequestError,
} from '@foyer/headless'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'

// Account #3: no other integration test spends from it.
const sender = TEST_ACCOUNTS[3]
const recipient = TEST_ACCOUNTS[4].address
const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function connected(decision: 'approve' | 'reject') {
  const { provider } = createTestWalletProvider({
    account: privateKeyToAccount(sender.privateKey),
    chains: [
      { id: devstackChainA.id, name: devstackChainA.name, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
    ],
    policy: {
      decision: 'approve',
      methods: { personal_sign: decision, eth_sendTransaction: decision },
    },
  })
  const foyer = createFoyer({
    projectId: 'actions-wallet',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [injected({ provider, rdns: 'dev.foyer.node-wallet', name: 'Node Wallet' })],
    enableEIP6963: false,
  })
  stops.push(mount(foyer))
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  return foyer
}

describe('signMessage and sendTransaction through a connected wallet', () => {
  test('behavior: the signature verifies for the connected address', async () => {
    const foyer = await connected('approve')
    const message = `Foyer integration ${Date.now()}`
    const signature = await signMessage(foyer, { message })
    expect(await verifyMessage({ address: sender.address, message, signature })).toBe(true)
  })

  test('behavior: the transaction is mined with status success and moves the value', async () => {
    const foyer = await connected('approve')
    const before = await chain.getBalance({ address: recipient })
    // On eip155 the id is the transaction hash (a Solana wallet gives a base58 signature).
    const hash = (await sendTransaction(foyer, {
      to: recipient,
      value: parseEther('0.01'),
    })) as `0x${string}`
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sender.address.toLowerCase())
    expect((await chain.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
  })

  test('error: a refusal in the wallet is a UserRejectedRequestError', async () => {
    const foyer = await connected('reject')
    await expect(signMessage(foyer, { message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(sendTransaction(foyer, { to: recipient, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('error: without a connected account, NoActiveCaipAddressError', async () => {
    const foyer = createFoyer({
      projectId: 'actions-wallet-none',
      networks: [devstackChainA],
      adapters: [evmAdapter()],
    })
    await expect(signMessage(foyer, { message: 'x' })).rejects.toBeInstanceOf(
      NoActiveCaipAddressError,
    )
  })
})
