// @vitest-environment node
import { address, createSolanaRpc, lamports, type Signature } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  DEVSTACK_SOLANA_FSUSD_MINT,
  DEVSTACK_SOLANA_GENESIS_HASH,
  SOLANA_FUNDED_BALANCE_LAMPORTS,
  SOLANA_RECIPIENT_ACCOUNT,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_ADDRESS,
} from './constants.js'
import { associatedTokenAddress } from './seed.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'
import { buildSignedTransaction, lamportsOf, signerOf } from './testHelpers.js'

let server: StartSolanaRpcReturnType
let rpcUrl: string
const wallet = address(SOLANA_TEST_WALLET_ADDRESS)
const recipient = address(SOLANA_RECIPIENT_ACCOUNT.address)
const mint = address(DEVSTACK_SOLANA_FSUSD_MINT)

beforeAll(async () => {
  server = await startSolanaRpc({ port: 0 })
  rpcUrl = server.rpcUrl
})
afterAll(() => server.stop())

const post = async (body: unknown) => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe('local Solana RPC', () => {
  test('default: seeded accounts, genesis hash and blockhash', async () => {
    const rpc = createSolanaRpc(rpcUrl)
    for (const account of SOLANA_TEST_ACCOUNTS) {
      expect((await rpc.getBalance(address(account.address)).send()).value).toBe(
        SOLANA_FUNDED_BALANCE_LAMPORTS,
      )
    }
    expect(await rpc.getGenesisHash().send()).toBe(DEVSTACK_SOLANA_GENESIS_HASH)
    const { context, value } = await rpc.getLatestBlockhash().send()
    expect(value.lastValidBlockHeight).toBe(context.slot + 150n)
    expect((await rpc.isBlockhashValid(value.blockhash).send()).value).toBe(true)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(await rpc.getRecentPrioritizationFees().send()).toEqual([])
  })

  test('behavior: jsonParsed token accounts and token balance of the test wallet', async () => {
    const rpc = createSolanaRpc(rpcUrl)
    const { value } = await rpc
      .getTokenAccountsByOwner(wallet, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    const [entry] = value
    expect(entry?.pubkey).toBe(await associatedTokenAddress(wallet, mint))
    expect(entry?.account.data.parsed.info).toMatchObject({
      mint,
      owner: wallet,
      state: 'initialized',
      tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(wallet, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(byProgram.value[0]?.account.data[1]).toBe('base64')
    const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, supply: '1000000000' } },
    })
    expect((await rpc.getTokenAccountBalance(entry!.pubkey).send()).value.uiAmountString).toBe(
      '1000',
    )
  })

  test('behavior: a SOL transfer moves lamports and takes the fee; its status is finalized', async () => {
    const rpc = createSolanaRpc(rpcUrl)
    const payer = await signerOf(SOLANA_TEST_ACCOUNTS[0])
    const [before, recipientBefore] = [
      await lamportsOf(rpcUrl, wallet),
      await lamportsOf(rpcUrl, recipient),
    ]
    const amount = lamports(1_000_000_000n)
    const transfer = () =>
      buildSignedTransaction(rpcUrl, payer, [
        getTransferSolInstruction({ source: payer, destination: recipient, amount }),
      ])
    const first = await rpc.sendTransaction(await transfer(), { encoding: 'base64' }).send()
    // The same transfer again gets a new blockhash, hence a new signature.
    const second = await rpc.sendTransaction(await transfer(), { encoding: 'base64' }).send()
    expect(second).not.toBe(first)
    expect(await lamportsOf(rpcUrl, wallet)).toBe(before - 2n * amount - 2n * 5000n)
    expect(await lamportsOf(rpcUrl, recipient)).toBe(recipientBefore + 2n * amount)
    const { value } = await rpc
      .getSignatureStatuses([
        first,
        '1111111111111111111111111111111111111111111111111111111111111111' as Signature,
      ])
      .send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]).toBeNull()
    const history = await rpc.getSignaturesForAddress(recipient, { limit: 2 }).send()
    expect(history.map((entry) => entry.signature)).toEqual([second, first])
    const transaction = await rpc
      .getTransaction(first, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta?.fee).toBe(5000n)
  })

  test('behavior: an SPL transferChecked moves FSUSD to a new associated token account', async () => {
    const rpc = createSolanaRpc(rpcUrl)
    const payer = await signerOf(SOLANA_TEST_ACCOUNTS[0])
    const source = await associatedTokenAddress(wallet, mint)
    const destination = await associatedTokenAddress(recipient, mint)
    const instructions = [
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: recipient,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 25_500_000n,
        decimals: 6,
      }),
    ]
    for (let round = 0; round < 2; round++) {
      const wire = await buildSignedTransaction(rpcUrl, payer, instructions)
      await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    }
    const recipientBalance = await rpc.getTokenAccountBalance(destination).send()
    expect(recipientBalance.value).toMatchObject({ amount: '51000000', uiAmountString: '51' })
    expect((await rpc.getTokenAccountBalance(source).send()).value.amount).toBe('949000000')
  })

  test('error: a failing transaction answers -32002 with the logs', async () => {
    const payer = await signerOf(SOLANA_TEST_ACCOUNTS[0])
    const wire = await buildSignedTransaction(rpcUrl, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: recipient,
        amount: lamports(SOLANA_FUNDED_BALANCE_LAMPORTS * 10n),
      }),
    ])
    const { body } = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64' }],
    })
    expect(body.id).toBe(7)
    expect(body.error.code).toBe(-32002)
    expect(body.error.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(body.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(body.error.data.logs.join('\n')).toMatch(/insufficient lamports/)
  })

  test('behavior: batch requests, unknown method, base58 sendTransaction parse error', async () => {
    const { body } = await post([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [SOLANA_TEST_WALLET_ADDRESS] },
      { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['not-an-address'] },
    ])
    expect(body).toHaveLength(4)
    expect(typeof body[0].result).toBe('number')
    expect(body[1].result.context.slot).toBe(body[0].result)
    expect(typeof body[1].result.value).toBe('number')
    expect(body[2]).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32601, message: 'Method not found' },
    })
    expect(body[3].error.code).toBe(-32602)
    const parse = await fetch(rpcUrl, { method: 'POST', body: '{oops' }).then((r) => r.json())
    expect(parse.error.code).toBe(-32700)
  })

  test('behavior: requestAirdrop credits lamports and is confirmed', async () => {
    const rpc = createSolanaRpc(rpcUrl)
    const fresh = address('11111111111111111111111111111112')
    const signature = await rpc.requestAirdrop(fresh, lamports(5_000_000n)).send()
    expect(await lamportsOf(rpcUrl, fresh)).toBe(5_000_000n)
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.confirmationStatus).toBe('finalized')
  })

  test('behavior: CORS answers loopback origins only', async () => {
    const preflight = (origin: string) =>
      fetch(rpcUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const loopback = await preflight('http://localhost:5173')
    expect(loopback.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const foreign = await preflight('https://example.org')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})
