// The wallet actions (signMessage, sendTransaction, transferToken) when the active namespace is
// solana: a Wallet Standard wallet discovered by mount, the solana adapter, a fake RPC node.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { solanaAdapter } from '../adapters/solana.js'
import { defineNetwork } from '../chains/network.js'
import { UnsupportedChainError } from '../errors/chain.js'
import { InvalidOptionError } from '../errors/config.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { InvalidSolanaSendOptionsError } from '../errors/validation.js'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'
import { activeNamespaceAtom, activeNetworkAtom, connectorsAtom } from '../store/atoms.js'
import { createFoyer } from '../store/createFoyer.js'
import { startFakeSolanaRpc } from '../test/fakeSolanaRpc.js'
import { type FakeStandardWallet, fakeStandardWallet } from '../test/fakeStandardWallet.js'
import { devnet, testFoyer, testSolana, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { sendTransaction } from './sendTransaction.js'
import { signMessage } from './signMessage.js'
import { transferToken } from './transferToken.js'

let rpc: Awaited<ReturnType<typeof startFakeSolanaRpc>>
let signer: KeyPairSigner
let fake: FakeStandardWallet
const cleanups: Array<() => void> = []
beforeEach(async () => {
  rpc = await startFakeSolanaRpc()
  signer = await generateKeyPairSigner()
  fake = fakeStandardWallet({ signer, name: 'Solana Actions Fake' })
  cleanups.push(getWallets().register(fake.wallet))
})
afterEach(async () => {
  unmountAll()
  for (const cleanup of cleanups.splice(0)) cleanup()
  await rpc.close()
})

async function connectedSolana() {
  const solana = defineNetwork(
    { ...testSolana, rpcUrls: { default: { http: [rpc.url] } } },
    { chainNamespace: 'solana', reference: testSolana.caipNetworkId.slice(7) },
  )
  const { foyer } = testFoyer({
    networks: [devnet, solana],
    adapters: [evmAdapter(), solanaAdapter({ pollIntervalMs: 1 })],
    connectors: [],
  })
  const id = 'ws.solana.solana-actions-fake'
  await vi.waitFor(() =>
    expect(foyer.store.get(connectorsAtom).map((item) => item.id)).toContain(id),
  )
  await connect(foyer, { connector: id })
  return foyer
}

describe('wallet actions on solana', () => {
  test('default: connecting a Wallet Standard wallet makes solana the active namespace', async () => {
    const foyer = await connectedSolana()
    expect(foyer.store.get(activeNamespaceAtom)).toBe('solana')
    expect(foyer.store.get(activeNetworkAtom)?.caipNetworkId).toBe(testSolana.caipNetworkId)
  })

  test('behavior: signMessage goes through solana:signMessage', async () => {
    const foyer = await connectedSolana()
    expect(await signMessage(foyer, { message: 'hi' })).toMatch(/^0x[0-9a-f]{128}$/)
    expect(fake.state.requests.at(-1)?.feature).toBe('solana:signMessage')
  })

  test('behavior: sendTransaction sends SOL and resolves with the confirmed signature', async () => {
    const foyer = await connectedSolana()
    const recipient = await generateKeyPairSigner()
    const signature = await sendTransaction(foyer, { to: recipient.address, value: 10n })
    expect(signature).toBe(fake.signatureOf(0))
  })

  test('behavior: transferToken sends an SPL token', async () => {
    const foyer = await connectedSolana()
    const recipient = await generateKeyPairSigner()
    const sent: string[] = []
    foyer.emitter.subscribe((event) => {
      if (event.type === 'transactionSent') sent.push(event.hash)
    })
    const signature = await transferToken(foyer, {
      to: recipient.address,
      token: 'So11111111111111111111111111111111111111112',
      amount: 1n,
      sendOptions: { skipPreflight: true },
    })
    expect(signature).toBe(fake.signatureOf(0))
    // The balances refresh after a token transfer, as after a SOL one.
    expect(sent).toEqual([signature])
  })

  test('error: invalid sendOptions are refused before the wallet is asked', async () => {
    const foyer = await connectedSolana()
    const before = fake.state.requests.length
    await expect(
      sendTransaction(foyer, { to: signer.address, value: 1n, sendOptions: { maxRetries: -1 } }),
    ).rejects.toBeInstanceOf(InvalidSolanaSendOptionsError)
    await expect(
      transferToken(foyer, {
        to: signer.address,
        token: signer.address,
        amount: 1n,
        sendOptions: { preflightCommitment: 'soon' as never },
      }),
    ).rejects.toBeInstanceOf(InvalidSolanaSendOptionsError)
    expect(fake.state.requests.length).toBe(before)
  })

  test('behavior: user rejected request', async () => {
    const foyer = await connectedSolana()
    fake.state.decision = 'reject'
    await expect(signMessage(foyer, { message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(sendTransaction(foyer, { to: signer.address, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(
      transferToken(foyer, { to: signer.address, token: signer.address, amount: 1n }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('behavior: the native balance query reads lamports through the solana adapter', async () => {
    const foyer = await connectedSolana()
    const network = foyer.store.get(activeNetworkAtom)
    const options = balanceQueryOptions(foyer, { network, address: signer.address })
    expect(options.enabled).toBe(true)
    expect(await options.queryFn()).toBe(5_000_000_000n)
  })

  test('error: transferToken on eip155 is UnsupportedChainError', async () => {
    const { foyer } = testFoyer({ adapters: [evmAdapter(), solanaAdapter()] })
    await connect(foyer, { connector: 'test.fake' })
    await expect(
      transferToken(foyer, { to: signer.address, token: signer.address, amount: 1n }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})

describe('createFoyer adapters', () => {
  test('parameters: [evmAdapter(), solanaAdapter()] is accepted; two solana adapters are not', () => {
    const networks = [devnet, testSolana] as const
    const foyer = createFoyer({
      projectId: 'p',
      networks,
      adapters: [evmAdapter(), solanaAdapter()],
    })
    expect(foyer.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155', 'solana'])
    expect(() =>
      createFoyer({ projectId: 'p', networks, adapters: [solanaAdapter(), solanaAdapter()] }),
    ).toThrow(InvalidOptionError)
  })
})
