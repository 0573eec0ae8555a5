// @vitest-environment node
import { toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS, WC_WALLET_ACCOUNT } from '../config.js'
import { ProviderRpcError } from '../wallet-base/errors.js'
import { executeRequest, summarizeRequest, toRpcError } from './walletRequests.js'

// The requests that need no chain; eth_sendTransaction runs end to end in
// routes/walletConnectWallet.test.ts.

const account = privateKeyToAccount(WC_WALLET_ACCOUNT.privateKey)
const chains = [{ id: 31_337, name: 'A', rpcUrl: 'http://127.0.0.1:1' }]
const run = (method: string, params: unknown, chainId = 'eip155:31337') =>
  executeRequest(account, chains, { method, params, chainId })
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ProviderRpcError) => error.code,
  )

describe('executeRequest', () => {
  test('default: accounts, chain id and a personal_sign signature', async () => {
    expect(await run('eth_accounts', [])).toEqual([account.address])
    expect(await run('eth_chainId', [], 'eip155:31338')).toBe('0x7a6a')
    const signature = (await run('personal_sign', [toHex('hi'), account.address])) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'hi', signature })).toBe(true)
    expect(await run('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
  })

  test('error: another address 4100, unknown chain 4902, unsupported 4200, bad params -32602', async () => {
    expect(await codeOf(run('personal_sign', [toHex('hi'), TEST_ACCOUNTS[0].address]))).toBe(4100)
    expect(await codeOf(run('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe(4902)
    expect(await codeOf(run('eth_sign', []))).toBe(4200)
    expect(await codeOf(run('eth_signTypedData_v4', [account.address, '{nope']))).toBe(-32602)
    expect(await codeOf(run('eth_sendTransaction', [{ to: account.address }], 'eip155:1'))).toBe(
      4902,
    )
  })
})

describe('summarizeRequest / toRpcError', () => {
  test('default: one line per method; errors keep their code', () => {
    const chainId = 'eip155:31337'
    expect(summarizeRequest({ method: 'personal_sign', params: [toHex('gm')], chainId })).toBe(
      'Sign "gm"',
    )
    expect(
      summarizeRequest({
        method: 'eth_sendTransaction',
        params: [{ to: '0xabc', value: '0xde0b6b3a7640000' }],
        chainId,
      }),
    ).toBe('Send 1 ETH to 0xabc')
    expect(toRpcError(new ProviderRpcError(4001, 'no'))).toEqual({ code: 4001, message: 'no' })
    expect(toRpcError(new Error('boom'))).toEqual({ code: -32603, message: 'boom' })
  })
})
