import {
  decompileTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getUtf8Encoder,
  type KeyPairSigner,
  verifySignature,
} from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { walletStandard } from '../connectors/walletStandard.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import {
  SolanaCallDataUnsupportedError,
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaTransactionNotConfirmedError,
} from '../errors/solana.js'
import { TransactionAddressError } from '../errors/validation.js'
import { startFakeSolanaRpc } from '../test/fakeSolanaRpc.js'
import { type FakeStandardWallet, fakeStandardWallet } from '../test/fakeStandardWallet.js'
import { testSolana } from '../test/testFoyer.js'
import { solanaAdapter } from './solana.js'

let rpc: Awaited<ReturnType<typeof startFakeSolanaRpc>>
let sender: KeyPairSigner
let recipient: KeyPairSigner
let fake: FakeStandardWallet
const mint = 'So11111111111111111111111111111111111111112'

beforeEach(async () => {
  rpc = await startFakeSolanaRpc()
  sender = await generateKeyPairSigner()
  recipient = await generateKeyPairSigner()
  fake = fakeStandardWallet({ signer: sender })
})
afterEach(() => rpc.close())

const adapter = () => solanaAdapter({ pollIntervalMs: 1, confirmTimeoutMs: 2000 })
async function connected() {
  const connector = walletStandard({ wallet: fake.wallet })({
    projectId: 'p',
    networks: [testSolana],
  })
  await connector.connect({ namespace: 'solana' })
  return { provider: await connector.getProvider(), address: sender.address }
}
const write = async () => ({
  ...(await connected()),
  network: testSolana,
  rpcUrls: [rpc.url],
  to: recipient.address,
})
/** The instructions of the i-th transaction the wallet signed. */
function instructionsOf(index: number) {
  const transaction = getTransactionDecoder().decode(fake.state.signed[index] as Uint8Array)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  return { transaction, message: decompileTransactionMessage(message) }
}

describe('solanaAdapter', () => {
  test('default', () => {
    expect(adapter().namespace).toBe('solana')
  })

  test('behavior: getBalance reads lamports from the first RPC URL (commitment confirmed)', async () => {
    rpc.state.balance = 1_234
    const balance = await adapter().getBalance({
      network: testSolana,
      address: sender.address,
      rpcUrls: [rpc.url, 'http://127.0.0.1:1'],
    })
    expect(balance).toBe(1_234n)
    expect(rpc.requests[0]?.body).toMatchObject({
      method: 'getBalance',
      params: [sender.address, { commitment: 'confirmed' }],
    })
  })

  test("parameters: rpcUrls default to the network's own", async () => {
    const network = defineNetwork(
      { ...testSolana, rpcUrls: { default: { http: [rpc.url] } } },
      { chainNamespace: 'solana', reference: 'local' },
    )
    expect(await adapter().getBalance({ network, address: sender.address })).toBe(5_000_000_000n)
  })

  test('behavior: getTokenBalances lists the SPL accounts of the owner (jsonParsed)', async () => {
    const info = (amount: string, decimals: number) => ({
      parsed: { info: { mint, tokenAmount: { amount, decimals } }, type: 'account' },
      program: 'spl-token',
      space: 165,
    })
    const account = (data: unknown) => ({
      pubkey: recipient.address,
      account: {
        data,
        executable: false,
        lamports: 1,
        owner: TOKEN_PROGRAM_ADDRESS,
        rentEpoch: 0,
        space: 165,
      },
    })
    rpc.state.tokenAccounts = [account(info('2500000', 6)), account({ parsed: { info: {} } })]
    const balances = await adapter().getTokenBalances({
      network: testSolana,
      address: sender.address,
      rpcUrls: [rpc.url],
    })
    expect(balances).toEqual([
      { mint, tokenAccount: recipient.address, amount: 2_500_000n, decimals: 6 },
    ])
    expect(rpc.requests[0]?.body).toMatchObject({
      method: 'getTokenAccountsByOwner',
      params: [sender.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }],
    })
  })

  test('error: an invalid address is a TransactionAddressError, an RPC failure a SolanaRpcError', async () => {
    const read = (address: string) =>
      adapter().getBalance({ network: testSolana, address, rpcUrls: [rpc.url] })
    await expect(read('0xnot')).rejects.toBeInstanceOf(TransactionAddressError)
    rpc.state.error = { code: -32000, message: 'down' }
    await expect(read(sender.address)).rejects.toBeInstanceOf(SolanaRpcError)
  })

  test('behavior: signMessage signs the UTF-8 bytes with the account; hex signature', async () => {
    const signature = await adapter().signMessage({ ...(await connected()), message: 'hello' })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const bytes = Uint8Array.from(Buffer.from(signature.slice(2), 'hex'))
    const valid = await verifySignature(
      sender.keyPair.publicKey,
      bytes as never,
      getUtf8Encoder().encode('hello'),
    )
    expect(valid).toBe(true)
  })

  test('error: signMessage refused is UserRejectedRequestError; missing feature 4200', async () => {
    const parameters = { ...(await connected()), message: 'hello' }
    fake.state.decision = 'reject'
    await expect(adapter().signMessage(parameters)).rejects.toBeInstanceOf(UserRejectedRequestError)
    fake = fakeStandardWallet({ signer: sender, without: ['solana:signMessage'] })
    const error = await adapter()
      .signMessage({ ...(await connected()), message: 'x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).rpcCode).toBe(4200)
  })

  test('error: an address the wallet does not share is 4100', async () => {
    const { provider } = await connected()
    const error = await adapter()
      .signMessage({ provider, address: recipient.address, message: 'x' })
      .catch((e: unknown) => e)
    expect((error as WalletRpcError).rpcCode).toBe(4100)
  })

  test('behavior: sendTransaction builds a system transfer paid by the sender and confirms it', async () => {
    const signature = await adapter().sendTransaction({ ...(await write()), value: 42n })
    expect(signature).toBe(fake.signatureOf(0))
    const { message } = instructionsOf(0)
    expect(message.feePayer.address).toBe(sender.address)
    expect(message.lifetimeConstraint).toMatchObject({ blockhash: rpc.state.blockhash })
    expect(message.instructions).toHaveLength(1)
    const [transfer] = message.instructions
    expect(transfer?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    expect(transfer?.accounts?.map((item) => item.address)).toEqual([
      sender.address,
      recipient.address,
    ])
    // SystemInstruction::Transfer (2) then the lamports, little-endian u64.
    expect([...(transfer?.data ?? [])]).toEqual([2, 0, 0, 0, 42, 0, 0, 0, 0, 0, 0, 0])
    const request = fake.state.requests.find(
      (item) => item.feature === 'solana:signAndSendTransaction',
    )
    expect(request?.input).toMatchObject({ chain: 'solana:mainnet', options: {} })
    expect(rpc.methods()).toEqual(['getLatestBlockhash', 'getSignatureStatuses'])
  })

  test('parameters: sendOptions are checked and handed to the wallet (deprecated names mapped)', async () => {
    const base = await write()
    await adapter().sendTransaction({
      ...base,
      value: 1n,
      sendOptions: {
        skipPreflight: true,
        preflightCommitment: 'singleGossip',
        maxRetries: 2,
        minContextSlot: 5,
      },
    })
    const request = fake.state.requests.find(
      (item) => item.feature === 'solana:signAndSendTransaction',
    )
    expect(request?.input).toMatchObject({
      options: {
        skipPreflight: true,
        preflightCommitment: 'confirmed',
        maxRetries: 2,
        minContextSlot: 5,
      },
    })
  })

  test('behavior: without signAndSendTransaction, the wallet signs and the RPC sends', async () => {
    fake = fakeStandardWallet({ signer: sender, without: ['solana:signAndSendTransaction'] })
    const signature = await adapter().sendTransaction({
      ...(await write()),
      value: 1n,
      sendOptions: { maxRetries: 3, minContextSlot: 7, skipPreflight: false },
    })
    expect(signature).toBe(fake.signatureOf(0))
    const send = rpc.requests.find(
      (item) => (item.body as { method: string }).method === 'sendTransaction',
    )
    expect(send?.body).toMatchObject({
      params: [
        expect.any(String),
        { encoding: 'base64', maxRetries: 3, minContextSlot: 7, skipPreflight: false },
      ],
    })
  })

  test('error: a wallet that can neither sign nor send transactions is 4200', async () => {
    fake = fakeStandardWallet({
      signer: sender,
      without: ['solana:signAndSendTransaction', 'solana:signTransaction'],
    })
    const error = await adapter()
      .sendTransaction({ ...(await write()), value: 1n })
      .catch((e: unknown) => e)
    expect((error as WalletRpcError).rpcCode).toBe(4200)
  })

  test('error: call data, a refusal, a failure on chain, no confirmation', async () => {
    const base = await write()
    await expect(adapter().sendTransaction({ ...base, data: '0x00' })).rejects.toBeInstanceOf(
      SolanaCallDataUnsupportedError,
    )
    await expect(adapter().sendTransaction({ ...base, to: 'nope' })).rejects.toBeInstanceOf(
      TransactionAddressError,
    )
    fake.state.decision = 'reject'
    await expect(adapter().sendTransaction(base)).rejects.toBeInstanceOf(UserRejectedRequestError)
    fake.state.decision = 'approve'
    rpc.state.status = { err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'processed' }
    const failed = await adapter()
      .sendTransaction(base)
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(SolanaTransactionFailedError)
    expect((failed as Error).message).toContain('InstructionError')
    rpc.state.status = null
    rpc.state.blockHeight = 101
    await expect(adapter().sendTransaction(base)).rejects.toBeInstanceOf(
      SolanaTransactionNotConfirmedError,
    )
  })

  test('behavior: confirmation polls until the status reaches confirmed', async () => {
    // 'processed' at the first poll, 'finalized' from the second on: counted by the polls, not
    // a timer (a timer could fire before the first poll on a loaded machine). A fresh node each
    // test: the getter ends with it.
    const polls = () => rpc.methods().filter((method) => method === 'getSignatureStatuses').length
    Object.defineProperty(rpc.state, 'status', {
      get: () => ({ err: null, confirmationStatus: polls() <= 1 ? 'processed' : 'finalized' }),
    })
    await adapter().sendTransaction({ ...(await write()), value: 1n })
    expect(
      rpc.methods().filter((method) => method === 'getSignatureStatuses').length,
    ).toBeGreaterThan(1)
  })

  test('behavior: transferToken creates the recipient ATA idempotently then transferChecked', async () => {
    rpc.state.mintDecimals = 6
    const signature = await adapter().transferToken({
      ...(await write()),
      token: mint,
      amount: 1_500_000n,
    })
    expect(signature).toBe(fake.signatureOf(0))
    const { message } = instructionsOf(0)
    const [create, transfer] = message.instructions
    const [source] = await findAssociatedTokenPda({
      owner: sender.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
      mint: mint as never,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: recipient.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
      mint: mint as never,
    })
    expect(create?.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    // CreateIdempotent is instruction 1 of the associated token program.
    expect([...(create?.data ?? [])]).toEqual([1])
    expect(create?.accounts?.slice(0, 4).map((item) => item.address)).toEqual([
      sender.address,
      destination,
      recipient.address,
      mint,
    ])
    expect(transfer?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(transfer?.accounts?.map((item) => item.address)).toEqual([
      source,
      mint,
      destination,
      sender.address,
    ])
    // TransferChecked (12), amount u64 LE, decimals.
    expect([...(transfer?.data ?? [])]).toEqual([12, 96, 227, 22, 0, 0, 0, 0, 0, 6])
    expect(rpc.methods()[0]).toBe('getAccountInfo')
  })

  test('error: transferToken with an invalid mint', async () => {
    await expect(
      adapter().transferToken({ ...(await write()), token: '0x1', amount: 1n }),
    ).rejects.toBeInstanceOf(TransactionAddressError)
  })
})
