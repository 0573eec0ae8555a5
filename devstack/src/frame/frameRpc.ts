import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevstackChainInfo } from '../context.js'
import { FrameServiceError } from './frameServiceError.js'

/** Read methods the frame forwards to anvil as they are. */
const forwarded = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
])

type Transaction = {
  to?: Address
  value?: Hex
  data?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * One wallet request of an embedded account: personal_sign and eth_signTypedData_v4 signed with
 * its key, eth_sendTransaction signed and sent to the chain (viem), reads forwarded to anvil.
 */
export async function frameRpc(
  wallet: { privateKey: Hex; chain: DevstackChainInfo },
  method: string,
  params: unknown,
): Promise<unknown> {
  const account = privateKeyToAccount(wallet.privateKey)
  const list = Array.isArray(params) ? params : []
  const chain = defineChain({
    id: wallet.chain.id,
    name: wallet.chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [wallet.chain.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(wallet.chain.rpcUrl) })
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return `0x${wallet.chain.id.toString(16)}`
    case 'personal_sign': {
      const [message] = list as [unknown]
      if (typeof message !== 'string') throw new FrameServiceError('Invalid message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [, typed] = list as [unknown, unknown]
      const definition = (typeof typed === 'string' ? JSON.parse(typed) : typed) as
        | TypedDataDefinition
        | undefined
      if (!definition || typeof definition !== 'object') {
        throw new FrameServiceError('Invalid typed data')
      }
      const { EIP712Domain: _, ...types } = (definition.types ?? {}) as Record<string, unknown>
      return account.signTypedData({ ...definition, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const [transaction] = list as [Transaction | undefined]
      if (!transaction || typeof transaction !== 'object') {
        throw new FrameServiceError('Invalid transaction')
      }
      const fees =
        transaction.maxFeePerGas !== undefined
          ? {
              maxFeePerGas: big(transaction.maxFeePerGas),
              maxPriorityFeePerGas: big(transaction.maxPriorityFeePerGas),
            }
          : {}
      return client.sendTransaction({
        to: transaction.to,
        value: big(transaction.value),
        data: transaction.data,
        gas: big(transaction.gas),
        ...fees,
      } as Parameters<typeof client.sendTransaction>[0])
    }
    default:
      if (!forwarded.has(method)) throw new FrameServiceError(`Method not supported: ${method}`)
      return client.request({ method, params: list } as never)
  }
}
