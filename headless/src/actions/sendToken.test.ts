import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { UnsupportedChainError } from '../errors/chain.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { TransactionAddressError } from '../errors/validation.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import { evmWalletFoyer, type WalletHandlers } from '../test/evmWalletProvider.js'
import { unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { estimateSendFee } from './estimateSendFee.js'
import { sendToken } from './sendToken.js'

afterEach(unmountAll)

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fusd = '0x83F695982dE4E24447D48fbF2E38ec81d8572E46'
const hash = `0x${'ab'.repeat(32)}` as const
const eth = { symbol: 'ETH', decimals: 18 }
const usd = { symbol: 'FUSD', decimals: 6, address: fusd }

async function connected(handlers: WalletHandlers = {}) {
  const setup = evmWalletFoyer(handlers)
  await connect(setup.foyer, { connector: 'test.evm' })
  return setup
}

function sent(
  requests: Array<{ method: string; params: unknown }>,
  method = 'eth_sendTransaction',
) {
  const request = requests.find((item) => item.method === method)
  const params = (request?.params as Array<Record<string, string>> | undefined)?.[0]
  return params && { ...params, to: params.to?.toLowerCase() }
}

describe('sendToken', () => {
  test('default: the native coin goes with eth_sendTransaction', async () => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    await expect(sendToken(foyer, { token: eth, to: recipient, amount: 10n ** 15n })).resolves.toBe(
      hash,
    )
    expect(sent(requests)).toMatchObject({ to: recipient.toLowerCase(), value: '0x38d7ea4c68000' })
  })

  test('parameters: token — an ERC-20 is transfer(recipient, amount) on the token contract', async () => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    await sendToken(foyer, { token: usd, to: recipient, amount: 1_500_000n })
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1_500_000n],
    })
    expect(sent(requests)).toMatchObject({ to: fusd.toLowerCase(), data })
  })

  test('parameters: to — an address without 0x is accepted (SPEC §5)', async () => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    await sendToken(foyer, { token: eth, to: recipient.slice(2), amount: 1n })
    expect(sent(requests)?.to).toBe(recipient.toLowerCase())
  })

  test('behavior: user rejected request', async () => {
    const { foyer } = await connected({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('denied'), { code: 4001 })
      },
    })
    await expect(sendToken(foyer, { token: eth, to: recipient, amount: 1n })).rejects.toThrow(
      UserRejectedRequestError,
    )
  })

  test('error: an RPC failure is a typed error', async () => {
    const { foyer } = await connected({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('down'), { code: -32603 })
      },
    })
    const error = await sendToken(foyer, { token: eth, to: recipient, amount: 1n }).catch((e) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.rpcCode).toBe(-32603)
  })

  test('error: invalid address', async () => {
    const { foyer, requests } = await connected({ eth_sendTransaction: () => hash })
    await expect(sendToken(foyer, { token: eth, to: 'ada.reown.id', amount: 1n })).rejects.toThrow(
      TransactionAddressError,
    )
    expect(requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  })

  test('error: Unsupported chain outside eip155 and solana', async () => {
    const { foyer } = await connected()
    foyer.store.set(activeNamespaceAtom, 'polkadot')
    await expect(sendToken(foyer, { token: eth, to: recipient, amount: 1n })).rejects.toThrow(
      'Unsupported chain',
    )
    await expect(
      estimateSendFee(foyer, { token: eth, to: recipient, amount: 1n }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})

describe('estimateSendFee', () => {
  const gasHandlers = { eth_estimateGas: () => '0x5208', eth_gasPrice: () => '0x3b9aca00' }

  test('default: gas × gas price of the native transfer', async () => {
    const { foyer, requests } = await connected(gasHandlers)
    await expect(
      estimateSendFee(foyer, { token: eth, to: recipient, amount: 5n }),
    ).resolves.toEqual({ gas: 21_000n, gasPrice: 1_000_000_000n, fee: 21_000n * 10n ** 9n })
    expect(sent(requests, 'eth_estimateGas')).toMatchObject({ value: '0x5' })
  })

  test('parameters: token — estimates the ERC-20 transfer call', async () => {
    const { foyer, requests } = await connected(gasHandlers)
    await estimateSendFee(foyer, { token: usd, to: recipient.slice(2), amount: 7n })
    expect(sent(requests, 'eth_estimateGas')).toMatchObject({
      to: fusd.toLowerCase(),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 7n] }),
    })
  })

  test('error: invalid address', async () => {
    const { foyer } = await connected(gasHandlers)
    await expect(
      estimateSendFee(foyer, { token: eth, to: 'nope', amount: 1n }),
    ).rejects.toBeInstanceOf(TransactionAddressError)
  })
})
