// The shipped mock wallet signs as a real one: what a host's test of a sign-in or a payment
// needs, checked with viem's own verifiers.
import {
  custom,
  keccak256,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { sendTransaction } from '../actions/sendTransaction.js'
import { signMessage } from '../actions/signMessage.js'
import { signTypedData } from '../actions/signTypedData.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { mock } from './mock.js'
import { anvilPrivateKey } from './mockSigner.js'

afterEach(unmountAll)

const anvil = privateKeyToAccount(anvilPrivateKey)
/** The second anvil test key. */
const secondKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(wallet = testWallet()) {
  const { foyer } = testFoyer({ wallet })
  await connect(foyer, { connector: 'test.fake' })
  return { foyer, wallet }
}

const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

describe('mock', () => {
  test('default: the first anvil account, answering eth_accounts and eth_chainId', async () => {
    const { foyer, wallet } = await connected()
    expect(getAccount(foyer).address).toBe(anvil.address)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([anvil.address])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('behavior: personal_sign signs that viem verifyMessage accepts (a sign-in)', async () => {
    const { foyer } = await connected()
    const message = 'example.com wants you to sign in'
    const signature = await signMessage(foyer, { message })
    expect(await verifyMessage({ address: anvil.address, message, signature })).toBe(true)
  })

  test('behavior: eth_signTypedData_v4 signs that viem verifyTypedData accepts', async () => {
    const { foyer } = await connected()
    const signature = await signTypedData(foyer, typedData)
    expect(await verifyTypedData({ address: anvil.address, ...typedData, signature })).toBe(true)
  })

  test('behavior: eth_sendTransaction without an RPC signs and returns the hash (a payment)', async () => {
    const { foyer, wallet } = await connected()
    const hash = await sendTransaction(foyer, { to: recipient, value: parseEther('0.01') })
    const [first] = wallet.transactions
    expect(first).toMatchObject({ hash, sent: false })
    expect(hash).toBe(keccak256(first?.serialized ?? '0x'))
    const parsed = parseTransaction(first?.serialized ?? '0x')
    expect(parsed).toMatchObject({
      to: recipient.toLowerCase(),
      value: parseEther('0.01'),
      chainId: 31337,
      nonce: 0,
      gas: 21_000n,
    })
    expect(
      await recoverTransactionAddress({ serializedTransaction: first?.serialized as never }),
    ).toBe(anvil.address)
    // The next one takes the next nonce.
    await sendTransaction(foyer, { to: recipient, value: 1n })
    expect(parseTransaction(wallet.transactions[1]?.serialized ?? '0x').nonce).toBe(1)
  })

  test('parameters: transport — fills from the RPC, sends the signed transaction, returns its hash', async () => {
    const methods: string[] = []
    let raw: `0x${string}` | undefined
    const rpc = custom({
      async request({ method, params }) {
        methods.push(method)
        switch (method) {
          case 'eth_chainId':
            return '0x7a69'
          case 'eth_getTransactionCount':
            return '0x5'
          case 'eth_estimateGas':
            return '0x5208'
          case 'eth_getBlockByNumber':
            return { baseFeePerGas: '0x3b9aca00', number: '0x1' }
          case 'eth_maxPriorityFeePerGas':
            return '0x1'
          case 'eth_sendRawTransaction':
            raw = (params as [`0x${string}`])[0]
            return keccak256(raw)
          default:
            // Method not found: viem fills the transaction itself, without retrying.
            throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
        }
      },
    })
    const { foyer, wallet } = await connected(testWallet({ transport: rpc }))
    const hash = await sendTransaction(foyer, { to: recipient, value: 7n })
    expect(methods).toContain('eth_sendRawTransaction')
    expect(hash).toBe(keccak256(raw ?? '0x'))
    expect(parseTransaction(raw ?? '0x')).toMatchObject({ nonce: 5, value: 7n, chainId: 31337 })
    expect(wallet.transactions).toEqual([expect.objectContaining({ hash, sent: true })])
  })

  test('parameters: privateKeys — the accounts follow the keys, each signs for itself', async () => {
    const second = privateKeyToAccount(secondKey)
    const wallet = mock({ privateKeys: [secondKey, anvilPrivateKey], chainId: 31337 })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      second.address,
      anvil.address,
    ])
    const message = '0x68656c6c6f' // "hello", as personal_sign receives it
    for (const account of [second, anvil]) {
      const signature = (await wallet.provider.request({
        method: 'personal_sign',
        params: [message, account.address],
      })) as `0x${string}`
      expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(
        true,
      )
    }
  })

  test('behavior: wallet_switchEthereumChain and wallet_addEthereumChain change the chain', async () => {
    const { foyer, wallet } = await connected(testWallet({ chains: [31337] }))
    await expect(switchNetwork(foyer, { network: mainnet })).resolves.toMatchObject({ id: 1 })
    expect(wallet.calls).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  test('error: the visitor declines a signature or a payment (4001)', async () => {
    const { foyer, wallet } = await connected()
    wallet.setBehavior('reject')
    await expect(signMessage(foyer, { message: 'x' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(sendTransaction(foyer, { to: recipient })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(wallet.transactions).toEqual([])
  })

  test('error: signing before the dapp connected, or for an account without a key (4100)', async () => {
    const wallet = mock()
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x00', anvil.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    const stranger = mock({ accounts: [recipient], chainId: 31337, id: 'test.fake' })
    const { foyer } = await connected(stranger)
    await expect(signMessage(foyer, { message: 'x' })).rejects.toBeInstanceOf(WalletRpcError)
  })
})
