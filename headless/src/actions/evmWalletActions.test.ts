import { encodeFunctionData, erc20Abi, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { NoActiveCaipAddressError, NoActiveCaipNetworkError } from '../errors/chain.js'
import {
  ContractRevertedError,
  RpcHttpError,
  RpcRequestFailedError,
  RpcTimeoutError,
  TransactionFeeCapError,
  TransactionGasError,
  TransactionInsufficientFundsError,
  TransactionNonceError,
  TransactionTypeUnsupportedError,
} from '../errors/node.js'
import {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  CallsBundleTooLargeError,
  DuplicateCallsIdError,
  UnknownCallsIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UserRejectedRequestError,
  WalletRpcError,
} from '../errors/rpc.js'
import {
  AbiAddressError,
  AbiIntegerRangeError,
  InvalidSendCallsError,
  TransactionAddressError,
} from '../errors/validation.js'
import { evmWalletFoyer, type WalletHandlers } from '../test/evmWalletProvider.js'
import { unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { estimateGas } from './estimateGas.js'
import { getAssets } from './getAssets.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { grantPermissions } from './grantPermissions.js'
import { revokePermissions } from './revokePermissions.js'
import { sendCalls } from './sendCalls.js'
import { signTypedData } from './signTypedData.js'
import { writeContract } from './writeContract.js'

afterEach(unmountAll)

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x83F695982dE4E24447D48fbF2E38ec81d8572E46'
const hash = `0x${'ab'.repeat(32)}` as const

/** A connected instance whose wallet answers `handlers`; `requests` records what it was asked. */
async function connected(handlers: WalletHandlers = {}) {
  const setup = evmWalletFoyer(handlers)
  await connect(setup.foyer, { connector: 'test.evm' })
  return setup
}

/** The params of the first request of `method`; throws when the wallet was not asked it. */
function paramsOf<params extends unknown[] = unknown[]>(
  requests: ReadonlyArray<{ method: string; params: unknown }>,
  method: string,
): params {
  const request = requests.find((item) => item.method === method)
  if (!request) throw new Error(`${method} was not requested`)
  return request.params as params
}

const rpcError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, data })

describe('signTypedData', () => {
  const typedData = {
    domain: { name: 'Foyer', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  } as const

  test('default: asks eth_signTypedData_v4 for the account and resolves the signature', async () => {
    const { foyer, requests } = await connected({ eth_signTypedData_v4: () => '0x1234' })
    expect(await signTypedData(foyer, typedData)).toBe('0x1234')
    const [address, json] = paramsOf<[string, string]>(requests, 'eth_signTypedData_v4')
    expect(address).toBe(account)
    expect(JSON.parse(json)).toMatchObject({ primaryType: 'Mail', message: { contents: 'hi' } })
  })

  test('behavior: user rejected request', async () => {
    const { foyer } = await connected({
      eth_signTypedData_v4: () => {
        throw rpcError(4001, 'User rejected the request.')
      },
    })
    await expect(signTypedData(foyer, typedData)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('error: without a connected account', async () => {
    const { foyer } = evmWalletFoyer({})
    await expect(signTypedData(foyer, typedData)).rejects.toBeInstanceOf(NoActiveCaipAddressError)
  })
})

describe('writeContract', () => {
  const transfer = {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, 1_500_000n],
  } as const

  test('default: sends the encoded call to the contract and resolves the hash', async () => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    const sent: string[] = []
    foyer.emitter.subscribe((event) => {
      if (event.type === 'transactionSent') sent.push(event.hash)
    })
    expect(await writeContract(foyer, transfer)).toBe(hash)
    // The balances and activity refresh after an ERC-20 send, as after a native one.
    expect(sent).toEqual([hash])
    const [tx] = paramsOf<[{ to: string; data: string; from: string }]>(
      requests,
      'eth_sendTransaction',
    )
    expect(tx.to).toBe(token)
    expect(tx.from.toLowerCase()).toBe(account.toLowerCase())
    expect(tx.data).toBe(
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 1_500_000n],
      }),
    )
  })

  test.each([
    ['an argument that is not an address', { args: ['0x12', 1n] }, AbiAddressError],
    ['an amount out of uint256 range', { args: [recipient, -1n] }, AbiIntegerRangeError],
    ['a contract address that is not one', { address: 'token.eth' }, TransactionAddressError],
  ])('error: %s, before the wallet is asked', async (_name, change, leaf) => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    await expect(writeContract(foyer, { ...transfer, ...change })).rejects.toBeInstanceOf(leaf)
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })
})

describe('estimateGas', () => {
  test('default: eth_estimateGas from the account, as a bigint', async () => {
    const { foyer, requests } = await connected({ eth_estimateGas: () => '0x5208' })
    expect(await estimateGas(foyer, { to: recipient, value: 1n })).toBe(21_000n)
    const [tx] = paramsOf<[{ from: string; to: string; value: string }]>(
      requests,
      'eth_estimateGas',
    )
    expect(tx).toMatchObject({ to: recipient, value: '0x1' })
  })

  // SPEC §8: node errors and transport failures come typed (errors/node.ts).
  test.each([
    [rpcError(3, 'execution reverted: Nope', '0x'), ContractRevertedError],
    [rpcError(-32000, 'nonce too low'), TransactionNonceError],
    [
      rpcError(-32000, 'insufficient funds for gas * price + value'),
      TransactionInsufficientFundsError,
    ],
    [rpcError(-32000, 'max fee per gas less than block base fee'), TransactionFeeCapError],
    [rpcError(-32000, 'intrinsic gas too low'), TransactionGasError],
    [rpcError(-32000, 'transaction type not valid'), TransactionTypeUnsupportedError],
    [new HttpRequestError({ url: 'http://127.0.0.1:1', status: 503 }), RpcHttpError],
    [new TimeoutError({ body: {}, url: 'http://127.0.0.1:1' }), RpcTimeoutError],
    [
      new RpcRequestError({ body: {}, error: { code: 12345, message: 'odd' }, url: 'http://x' }),
      RpcRequestFailedError,
    ],
  ])('error: a node or transport failure is typed (%#)', async (thrown, leaf) => {
    const { foyer } = await connected({
      eth_estimateGas: () => {
        throw thrown
      },
    })
    await expect(estimateGas(foyer, { to: recipient })).rejects.toBeInstanceOf(leaf)
  })

  test('error: a revert keeps its decoded reason', async () => {
    const { foyer } = await connected({
      eth_estimateGas: () => {
        throw rpcError(3, 'execution reverted: Nope', '0x')
      },
    })
    const error = await estimateGas(foyer, { to: recipient }).catch((caught) => caught)
    expect(error.reason).toBe('Nope')
  })
})

describe('sendCalls and getCallsStatus', () => {
  test('default: wallet_sendCalls with the chain and calls; resolves the id', async () => {
    const { foyer, requests } = await connected({ wallet_sendCalls: () => ({ id: '0x01' }) })
    expect(await sendCalls(foyer, { calls: [{ to: recipient, value: 2n }] })).toEqual({
      id: '0x01',
    })
    const [request] = paramsOf<[Record<string, unknown>]>(requests, 'wallet_sendCalls')
    expect(request).toMatchObject({
      chainId: '0x7a69',
      atomicRequired: false,
      calls: [{ to: recipient, value: '0x2' }],
    })
  })

  test('parameters: capabilities the wallet answers with are kept', async () => {
    const capabilities = { paymasterService: { sponsored: true } }
    const { foyer } = await connected({ wallet_sendCalls: () => ({ id: '0x02', capabilities }) })
    expect(await sendCalls(foyer, { calls: [{ to: recipient }] })).toEqual({
      id: '0x02',
      capabilities,
    })
  })

  test('error: a call whose to does not start with 0x, before the wallet is asked', async () => {
    const { foyer, requests } = await connected({ wallet_sendCalls: () => ({ id: '0x01' }) })
    await expect(sendCalls(foyer, { calls: [{ to: 'alice.eth' }] })).rejects.toBeInstanceOf(
      InvalidSendCallsError,
    )
    expect(requests.map((r) => r.method)).not.toContain('wallet_sendCalls')
  })

  // SPEC §8: each EIP-5792 code has its own leaf.
  test.each([
    [5700, UnsupportedNonOptionalCapabilityError],
    [5710, UnsupportedChainIdError],
    [5720, DuplicateCallsIdError],
    [5740, CallsBundleTooLargeError],
    [5750, AtomicUpgradeRejectedError],
    [5760, AtomicityNotSupportedError],
    [4001, UserRejectedRequestError],
  ])('error: wallet code %i has its own leaf', async (code, leaf) => {
    const { foyer } = await connected({
      wallet_sendCalls: () => {
        throw rpcError(code, 'refused')
      },
    })
    const error = await sendCalls(foyer, { calls: [{ to: recipient }] }).catch((caught) => caught)
    expect(error).toBeInstanceOf(leaf)
    expect(error.rpcCode).toBe(code)
  })

  test('default: getCallsStatus reads status, code and receipts', async () => {
    const receipt = {
      logs: [],
      status: '0x1',
      blockHash: hash,
      blockNumber: '0x10',
      gasUsed: '0x5208',
      transactionHash: hash,
    }
    const { foyer, requests } = await connected({
      wallet_getCallsStatus: () => ({
        version: '2.0.0',
        id: '0x01',
        chainId: '0x7a69',
        status: 200,
        atomic: false,
        receipts: [receipt],
      }),
    })
    expect(await getCallsStatus(foyer, { id: '0x01' })).toEqual({
      id: '0x01',
      chainId: 31337,
      status: 'success',
      statusCode: 200,
      atomic: false,
      receipts: [
        {
          logs: [],
          status: 'success',
          blockHash: hash,
          blockNumber: 16n,
          gasUsed: 21_000n,
          transactionHash: hash,
        },
      ],
    })
    expect(paramsOf(requests, 'wallet_getCallsStatus')).toEqual(['0x01'])
  })

  test('error: an unknown id (5730) is an UnknownCallsIdError', async () => {
    const { foyer } = await connected({
      wallet_getCallsStatus: () => {
        throw rpcError(5730, 'unknown')
      },
    })
    await expect(getCallsStatus(foyer, { id: '0x09' })).rejects.toBeInstanceOf(UnknownCallsIdError)
  })
})

describe('getCapabilities', () => {
  const capabilities = { '0x7a69': { atomic: { status: 'supported' } } }

  test('default: keyed by chain id number', async () => {
    const { foyer, requests } = await connected({ wallet_getCapabilities: () => capabilities })
    expect(await getCapabilities(foyer)).toEqual({ 31337: { atomic: { status: 'supported' } } })
    expect(paramsOf(requests, 'wallet_getCapabilities')).toEqual([account])
  })

  test('parameters: chainId asks for that chain only', async () => {
    const { foyer, requests } = await connected({ wallet_getCapabilities: () => capabilities })
    expect(await getCapabilities(foyer, { chainId: 31337 })).toEqual({
      31337: { atomic: { status: 'supported' } },
    })
    expect(paramsOf(requests, 'wallet_getCapabilities')).toEqual([account, ['0x7a69']])
  })
})

describe('grantPermissions and revokePermissions', () => {
  const permission = { type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] }

  test('default: grant resolves the context; revoke sends it', async () => {
    const { foyer, requests } = await connected({
      wallet_grantPermissions: () => ({
        expiry: 100,
        grantedPermissions: [{ ...permission, required: false }],
        permissionsContext: '0xc0',
      }),
      wallet_revokePermissions: () => null,
    })
    expect(await grantPermissions(foyer, { expiry: 100, permissions: [permission] })).toEqual({
      expiry: 100,
      grantedPermissions: [{ ...permission, required: false }],
      permissionsContext: '0xc0',
    })
    expect(await revokePermissions(foyer, { permissionsContext: '0xc0' })).toBeUndefined()
    expect(paramsOf(requests, 'wallet_revokePermissions')).toEqual([{ permissionsContext: '0xc0' }])
  })

  test('parameters: a signer is passed on', async () => {
    const { foyer, requests } = await connected({
      wallet_grantPermissions: () => ({
        expiry: 1,
        grantedPermissions: [],
        permissionsContext: '0x',
      }),
    })
    const signer = { type: 'key', data: { id: '0xabc' } }
    await grantPermissions(foyer, { expiry: 1, permissions: [permission], signer })
    const [request] = paramsOf<[Record<string, unknown>]>(requests, 'wallet_grantPermissions')
    expect(request.signer).toEqual(signer)
  })

  test('error: a refused revocation is a UserRejectedRequestError', async () => {
    const { foyer } = await connected({
      wallet_revokePermissions: () => {
        throw rpcError(4001, 'no')
      },
    })
    await expect(revokePermissions(foyer, { permissionsContext: '0xc0' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('getAssets', () => {
  const assets = {
    '0x7a69': [
      {
        address: 'native',
        balance: '0x10',
        type: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        address: token,
        balance: '0x20',
        type: 'erc20',
        metadata: { name: 'Foyer USD', symbol: 'FUSD', decimals: '6' },
      },
      { address: token, balance: '0x1', type: 'erc721', metadata: { name: 'NFT', symbol: 'N' } },
      null,
    ],
  }

  test('default: with asset discovery, SPEC §3 records of native and ERC-20 assets', async () => {
    const { foyer, requests } = await connected({
      wallet_getCapabilities: () => ({ '0x7a69': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => assets,
    })
    expect(await getAssets(foyer)).toEqual([
      {
        address: 'native',
        balance: '0x10',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        address: token,
        balance: '0x20',
        type: 'ERC20',
        metadata: { name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
      },
    ])
    expect(paramsOf(requests, 'wallet_getAssets')).toEqual([{ account, chainFilter: ['0x7a69'] }])
  })

  test('behavior: without asset discovery, undefined and wallet_getAssets is not asked', async () => {
    const { foyer, requests } = await connected({
      wallet_getCapabilities: () => ({ '0x7a69': { atomic: { status: 'supported' } } }),
      wallet_getAssets: () => assets,
    })
    expect(await getAssets(foyer)).toBeUndefined()
    expect(requests.map((r) => r.method)).not.toContain('wallet_getAssets')
  })

  test('behavior: a wallet without wallet_getCapabilities has no asset discovery', async () => {
    const { foyer } = await connected({})
    expect(await getAssets(foyer)).toBeUndefined()
  })

  test('error: other failures of wallet_getCapabilities are thrown typed', async () => {
    const { foyer } = await connected({
      wallet_getCapabilities: () => {
        throw rpcError(4900, 'disconnected')
      },
    })
    const error = await getAssets(foyer).catch((caught) => caught)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.rpcCode).toBe(4900)
  })

  test('error: no active network when the wallet is on a chain the host does not offer', async () => {
    const { foyer, setChainId } = await connected({})
    setChainId(5)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(getAssets(foyer)).rejects.toBeInstanceOf(NoActiveCaipNetworkError)
  })
})
