// @vitest-environment jsdom
import { webcrypto } from 'node:crypto'
import {
  address,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  lamports,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { registerWallet } from '../../wallet-base/registration.js'
import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  SOLANA_RECIPIENT_ACCOUNT,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_ADDRESS,
} from '../constants.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../startSolanaRpc.js'
import { lamportsOf } from '../testHelpers.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'

type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignAndSendTransactionFeature

let rpc: StartSolanaRpcReturnType
let wallet: Wallet & { features: Features }

beforeAll(async () => {
  // Under Vitest's jsdom, ArrayBuffers come from another realm than Node's WebCrypto expects
  // (a browser has one realm): hand it views instead.
  const view = (value: unknown) =>
    Object.prototype.toString.call(value) === '[object ArrayBuffer]'
      ? new Uint8Array(value as ArrayBuffer)
      : value
  const subtle = new Proxy(webcrypto.subtle, {
    get: (target, key) => {
      const member = Reflect.get(target, key, target)
      return typeof member === 'function'
        ? (...args: unknown[]) => member.apply(target, args.map(view))
        : member
    },
  })
  const crypto = {
    subtle,
    getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array),
    randomUUID: () => webcrypto.randomUUID(),
  }
  Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true })
  rpc = await startSolanaRpc({ port: 0 })
  // The page's config, then the wallet's browser entry, as the served script runs it (the
  // bundle itself is checked in solanaTestWalletRoutes.test.ts: esbuild cannot run under jsdom).
  window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ = { rpcUrl: rpc.rpcUrl }
  await import('./browser.js')
  // The app asks for wallets after the wallet loaded: the app-ready handshake registers it.
  const found = getWallets()
    .get()
    .find((entry) => entry.name === 'Foyer Solana Wallet')
  if (!found) throw new Error('the Solana test wallet did not register')
  wallet = found as typeof wallet
}, 60_000)
afterAll(() => rpc.stop())
afterEach(() => window.foyerSolanaTestWallet?.reset())

const controls = () => {
  if (!window.foyerSolanaTestWallet) throw new Error('no window.foyerSolanaTestWallet')
  return window.foyerSolanaTestWallet
}

/** An unsigned transfer from the wallet's account, with a fresh blockhash. */
async function unsignedTransfer(amount: bigint): Promise<Uint8Array> {
  const {
    appendTransactionMessageInstruction,
    compileTransaction,
    createNoopSigner,
    createSolanaRpc,
    createTransactionMessage,
    getTransactionEncoder,
    pipe,
    setTransactionMessageFeePayer,
    setTransactionMessageLifetimeUsingBlockhash,
  } = await import('@solana/kit')
  const { value: blockhash } = await createSolanaRpc(rpc.rpcUrl).getLatestBlockhash().send()
  const source = createNoopSigner(address(SOLANA_TEST_WALLET_ADDRESS))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(source.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source,
          destination: address(SOLANA_RECIPIENT_ACCOUNT.address),
          amount: lamports(amount),
        }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('solana-test-wallet.js in a page', () => {
  test('default: registers through the Wallet Standard with its chain and features', () => {
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.chains).toEqual([DEVSTACK_SOLANA_CAIP_NETWORK_ID])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(wallet.features)).toEqual(
      expect.arrayContaining([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ]),
    )
    expect(wallet.accounts).toEqual([])
  })

  test('behavior: a wallet registering after the app is ready is registered too', () => {
    const late = createSolanaTestWallet({
      name: 'Foyer Test Wallet',
      policy: { decision: 'approve' },
    })
    registerWallet(window, late.wallet)
    expect(getWallets().get()).toContain(late.wallet)
  })

  test('behavior: connect (silent first), accounts, change events and account switch', async () => {
    const connect = wallet.features[StandardConnect].connect
    expect((await connect({ silent: true })).accounts).toEqual([])
    const changes: unknown[] = []
    const off = wallet.features[StandardEvents].on('change', (properties) =>
      changes.push(properties),
    )
    const pending = connect()
    await Promise.resolve()
    expect(controls().pending()).toMatchObject([{ method: 'standard:connect' }])
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe(
      'Foyer Solana Wallet',
    )
    controls().approve()
    const { accounts } = await pending
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_TEST_WALLET_ADDRESS])
    expect(accounts[0]?.chains).toEqual([DEVSTACK_SOLANA_CAIP_NETWORK_ID])
    expect((await connect({ silent: true })).accounts).toHaveLength(1)
    controls().setAccount(1)
    expect(wallet.accounts[0]?.address).toBe(SOLANA_TEST_ACCOUNTS[1].address)
    expect(changes).toHaveLength(2)
    off()
  })

  test('behavior: signMessage returns a signature that verifies with the account key', async () => {
    controls().setPolicy({ decision: 'approve' })
    const { accounts } = await wallet.features[StandardConnect].connect()
    const message = new TextEncoder().encode('Sign in to Foyer')
    const [output] = await wallet.features[SolanaSignMessage].signMessage({
      account: accounts[0]!,
      message,
    })
    const key = await getPublicKeyFromAddress(address(SOLANA_TEST_WALLET_ADDRESS))
    expect(await verifySignature(key, output!.signature as SignatureBytes, message)).toBe(true)
  })

  test('behavior: signAndSendTransaction signs and moves SOL on the RPC server', async () => {
    controls().setPolicy({ decision: 'approve' })
    const { accounts } = await wallet.features[StandardConnect].connect()
    const before = await lamportsOf(rpc.rpcUrl, address(SOLANA_RECIPIENT_ACCOUNT.address))
    const transaction = await unsignedTransfer(2_000_000n)
    const [output] = await wallet.features[SolanaSignAndSendTransaction].signAndSendTransaction({
      account: accounts[0]!,
      chain: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
      transaction,
    })
    const signature = getBase58Decoder().decode(output!.signature)
    expect(rpc.ledger.records.get(signature)?.err).toBeNull()
    expect(getTransactionDecoder().decode(transaction).messageBytes).toBeDefined()
    expect(await lamportsOf(rpc.rpcUrl, address(SOLANA_RECIPIENT_ACCOUNT.address))).toBe(
      before + 2_000_000n,
    )
  })

  test('error: a rejected request fails with 4001 "User rejected the request."', async () => {
    controls().setPolicy({ decision: 'reject' })
    await expect(wallet.features[StandardConnect].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    controls().setPolicy({ decision: 'approve', methods: { 'solana:signMessage': 'reject' } })
    const { accounts } = await wallet.features[StandardConnect].connect()
    await expect(
      wallet.features[SolanaSignMessage].signMessage({
        account: accounts[0]!,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('error: signing before connect is unauthorized (4100)', async () => {
    const account = {
      address: SOLANA_TEST_WALLET_ADDRESS,
      publicKey: new Uint8Array(32),
      chains: [],
      features: [],
    }
    await expect(
      wallet.features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
