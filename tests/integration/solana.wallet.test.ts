// Solana through headless against the devstack's local cluster (litesvm behind JSON-RPC): the
// solana adapter's reads, and SOL and SPL transfers by a Wallet Standard wallet (the headless
// test fake, signing for real with the seeded keypair and sending to the devstack's RPC),
// discovered by mount, connected, and driven by sendTransaction and transferToken.
import {
  DEVSTACK_SOLANA_FSUSD_DECIMALS,
  DEVSTACK_SOLANA_FSUSD_MINT,
  DEVSTACK_SOLANA_RPC_URL,
  devstackSolana,
  SOLANA_TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  type Foyer,
  mount,
  type SolanaTokenBalance,
  sendTransaction,
  solanaAdapter,
  transferToken,
  UserRejectedRequestError,
} from '@foyer/headless'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  type FakeStandardWallet,
  fakeStandardWallet,
  randomSigner,
  signerFromSecretKey,
} from '../../headless/src/test/fakeStandardWallet.js'

const adapter = solanaAdapter({ pollIntervalMs: 100 })
const read = { network: devstackSolana, rpcUrls: [DEVSTACK_SOLANA_RPC_URL] }
const fsusdOf = (balances: SolanaTokenBalance[]) =>
  balances
    .filter((balance) => balance.mint === DEVSTACK_SOLANA_FSUSD_MINT)
    .reduce((sum, balance) => sum + balance.amount, 0n)

/** The lamports of an address, asked of the RPC directly (not through the adapter). */
async function lamports(address: string): Promise<bigint> {
  const response = await fetch(DEVSTACK_SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return BigInt(result.value)
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

let fake: FakeStandardWallet
beforeAll(async () => {
  fake = fakeStandardWallet({
    signer: await signerFromSecretKey(SOLANA_TEST_WALLET_ACCOUNT.secretKey),
    name: 'Integration Solana Wallet',
    rpcUrl: DEVSTACK_SOLANA_RPC_URL,
  })
})

async function connected(): Promise<Foyer> {
  const foyer = createFoyer({
    projectId: 'solana-wallet',
    networks: [devstackSolana],
    adapters: [adapter],
    enableEIP6963: false,
  })
  stops.push(fake.register(), mount(foyer))
  await vi.waitFor(() => connect(foyer, { connector: 'ws.solana.integration-solana-wallet' }))
  return foyer
}

describe('solana adapter reads on the devstack cluster', () => {
  test('default: the seeded wallet has SOL, as the RPC reports it', async () => {
    const { address } = SOLANA_TEST_WALLET_ACCOUNT
    const balance = await adapter.getBalance({ ...read, address })
    expect(balance).toBeGreaterThan(0n)
    expect(balance).toBe(await lamports(address))
  })

  test('behavior: the seeded wallet holds FSUSD (6 decimals) in its token accounts', async () => {
    const balances = await adapter.getTokenBalances({
      ...read,
      address: SOLANA_TEST_WALLET_ACCOUNT.address,
    })
    const fsusd = balances.find((balance) => balance.mint === DEVSTACK_SOLANA_FSUSD_MINT)
    expect(fsusd?.decimals).toBe(DEVSTACK_SOLANA_FSUSD_DECIMALS)
    expect(fsusd?.amount).toBeGreaterThan(0n)
  })
})

describe('Solana transfers through a Wallet Standard wallet', () => {
  test('behavior: sendTransaction moves lamports and resolves once confirmed', async () => {
    const foyer = await connected()
    const recipient = (await randomSigner()).address
    const signature = await sendTransaction(foyer, { to: recipient, value: 1_234_567n })
    expect(signature).toBe(fake.signatureOf(fake.state.signed.length - 1))
    expect(await lamports(recipient)).toBe(1_234_567n)
  })

  test("behavior: transferToken moves FSUSD, creating the recipient's token account", async () => {
    const foyer = await connected()
    const recipient = (await randomSigner()).address
    const sender = SOLANA_TEST_WALLET_ACCOUNT.address
    const before = fsusdOf(await adapter.getTokenBalances({ ...read, address: sender }))
    await transferToken(foyer, {
      to: recipient,
      token: DEVSTACK_SOLANA_FSUSD_MINT,
      amount: 2_500_000n,
    })
    expect(fsusdOf(await adapter.getTokenBalances({ ...read, address: recipient }))).toBe(
      2_500_000n,
    )
    expect(fsusdOf(await adapter.getTokenBalances({ ...read, address: sender }))).toBe(
      before - 2_500_000n,
    )
    // Again to the same recipient: the idempotent create leaves the existing account alone.
    await transferToken(foyer, { to: recipient, token: DEVSTACK_SOLANA_FSUSD_MINT, amount: 1n })
    expect(fsusdOf(await adapter.getTokenBalances({ ...read, address: recipient }))).toBe(
      2_500_001n,
    )
  })

  test('error: a refusal in the wallet is a UserRejectedRequestError and moves nothing', async () => {
    const foyer = await connected()
    const recipient = (await randomSigner()).address
    fake.state.decision = 'reject'
    try {
      await expect(sendTransaction(foyer, { to: recipient, value: 1n })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
    } finally {
      fake.state.decision = 'approve'
    }
    expect(await lamports(recipient)).toBe(0n)
  })
})
