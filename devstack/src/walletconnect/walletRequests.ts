import {
  type Address,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToString,
  http,
  isAddressEqual,
  isHex,
  type LocalAccount,
  toHex,
} from 'viem'
import type { DevstackChainInfo } from '../context.js'
import {
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from '../wallet-base/errors.js'

/** Methods the WalletConnect test wallet puts in every session. */
export const WC_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
] as const

/** Methods answered at once, without the policy. */
export const UNGATED_METHODS: readonly string[] = ['eth_accounts', 'eth_chainId']

/** Events the wallet may emit on a session. */
export const WC_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

export type WalletRequest = {
  method: string
  params: unknown
  /** CAIP-2 chain id of the request, e.g. `eip155:31337`. */
  chainId: string
}

const chainNumber = (caip: string) => Number(caip.split(':')[1])

const findChain = (chains: readonly DevstackChainInfo[], id: number) => {
  const chain = chains.find((candidate) => candidate.id === id)
  if (!chain) throw unrecognizedChain(toHex(id))
  return chain
}

const checkAddress = (account: LocalAccount, address: unknown) => {
  if (typeof address !== 'string' || !isHex(address) || address.length !== 42) {
    throw invalidParams('Expected an address')
  }
  if (!isAddressEqual(address as Address, account.address)) throw unauthorized()
}

const bigintOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined

/** A one-line description of a request, for the wallet page and the state. */
export function summarizeRequest({ method, params }: WalletRequest): string {
  const list = Array.isArray(params) ? params : []
  try {
    switch (method) {
      case 'personal_sign': {
        const message = list[0]
        if (typeof message !== 'string') return 'Sign a message'
        return `Sign "${isHex(message) ? hexToString(message) : message}"`
      }
      case 'eth_signTypedData_v4': {
        const data = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
        return `Sign typed data ${data?.primaryType ?? ''} for ${data?.domain?.name ?? 'an app'}`
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as Record<string, unknown>
        const value = formatEther(bigintOf(tx.value) ?? 0n)
        return `Send ${value} ETH to ${String(tx.to ?? 'a new contract')}`
      }
      case 'wallet_switchEthereumChain':
        return `Switch to chain ${Number((list[0] as { chainId?: string })?.chainId)}`
      default:
        return method
    }
  } catch {
    return method
  }
}

/**
 * Carries out an approved request with a viem local account: signatures locally, transactions
 * signed and sent to the request chain's anvil. Throws a `ProviderRpcError` (4100 for another
 * address, 4902 for an unknown chain, 4200 for an unsupported method, -32602 for bad params).
 */
export async function executeRequest(
  account: LocalAccount,
  chains: readonly DevstackChainInfo[],
  request: WalletRequest,
): Promise<unknown> {
  const { method, chainId } = request
  const params = Array.isArray(request.params) ? request.params : []
  switch (method) {
    case 'eth_accounts':
      return [account.address]
    case 'eth_chainId':
      return toHex(chainNumber(chainId))
    case 'personal_sign': {
      const [message, address] = params
      checkAddress(account, address)
      if (typeof message !== 'string') throw invalidParams('Expected a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = params
      checkAddress(account, address)
      let data: Record<string, unknown>
      try {
        data = typeof raw === 'string' ? JSON.parse(raw) : raw
      } catch {
        throw invalidParams('Typed data must be JSON')
      }
      if (typeof data !== 'object' || data === null) throw invalidParams('Expected typed data')
      const { EIP712Domain: _domain, ...types } = (data.types ?? {}) as Record<string, unknown>
      return account.signTypedData({
        domain: data.domain,
        types,
        primaryType: data.primaryType,
        message: data.message,
      } as never)
    }
    case 'eth_sendTransaction': {
      const tx = params[0] as Record<string, unknown> | undefined
      if (typeof tx !== 'object' || tx === null) throw invalidParams('Expected a transaction')
      if (tx.from !== undefined) checkAddress(account, tx.from)
      const info = findChain(chains, chainNumber(chainId))
      const chain = defineChain({
        id: info.id,
        name: info.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [info.rpcUrl] } },
      })
      const client = createWalletClient({ account, chain, transport: http(info.rpcUrl) })
      const fees =
        tx.maxFeePerGas !== undefined
          ? {
              maxFeePerGas: bigintOf(tx.maxFeePerGas),
              maxPriorityFeePerGas: bigintOf(tx.maxPriorityFeePerGas),
            }
          : tx.gasPrice !== undefined
            ? { gasPrice: bigintOf(tx.gasPrice) }
            : {}
      return client.sendTransaction({
        to: (tx.to as Address | undefined) ?? null,
        data: tx.data as Hex | undefined,
        value: bigintOf(tx.value),
        gas: bigintOf(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...fees,
      } as never)
    }
    case 'wallet_switchEthereumChain': {
      const target = Number((params[0] as { chainId?: unknown } | undefined)?.chainId)
      if (!Number.isSafeInteger(target)) throw invalidParams('Expected { chainId }')
      findChain(chains, target)
      return null
    }
    default:
      throw unsupportedMethod(method)
  }
}

/** The JSON-RPC error object a failed request answers with. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message }
  const message =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return { code: -32603, message }
}
