import {
  type Address,
  createWalletClient,
  formatEther,
  type Hex,
  hexToString,
  http,
  isAddress,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { invalidParams } from '../wallet-base/errors.js'
import { optionalBigInt, parseChainIdParam, shortAddress, toProviderError } from './params.js'
import type { TestWalletContext } from './walletContext.js'

/** The signing methods of the test wallet: messages, typed data and transactions. */
export function createSigningHandlers(context: TestWalletContext) {
  const { account } = context
  return {
    personal_sign: async (params: unknown[]) => {
      let [data, address] = params
      // Some dapps still send [address, data].
      if (typeof data === 'string' && isAddress(data, { strict: false }) && address !== undefined) {
        if (typeof address === 'string' && !isAddress(address, { strict: false })) {
          ;[data, address] = [address, data]
        }
      }
      if (typeof data !== 'string') throw invalidParams('personal_sign expects [message, address]')
      context.requireGrant(address)
      const text = isHex(data) ? safeHexToString(data) : data
      await context.gate('personal_sign', params, `Sign message: ${clip(text, 60)}`)
      return account.signMessage({ message: isHex(data) ? { raw: data } : data })
    },

    eth_signTypedData_v4: async (params: unknown[]) => {
      const [address, raw] = params
      context.requireGrant(address)
      let typed: TypedDataDefinition
      try {
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
      } catch {
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData JSON]')
      }
      if (typeof typed !== 'object' || typed === null || !('primaryType' in typed)) {
        throw invalidParams('eth_signTypedData_v4 typed data needs types, primaryType, message')
      }
      const domainName = (typed.domain as { name?: string } | undefined)?.name
      await context.gate(
        'eth_signTypedData_v4',
        params,
        `Sign ${String(typed.primaryType)}${domainName ? ` for ${domainName}` : ''}`,
      )
      try {
        return await account.signTypedData(typed)
      } catch (error) {
        throw toProviderError(error)
      }
    },

    eth_sendTransaction: async (params: unknown[]) => {
      const tx = params[0] as Record<string, unknown> | undefined
      if (typeof tx !== 'object' || tx === null) {
        throw invalidParams('eth_sendTransaction expects [transaction]')
      }
      context.requireGrant(tx.from ?? context.account.address)
      const to = tx.to as Address | undefined
      if (to !== undefined && to !== null && !isAddress(to, { strict: false })) {
        throw invalidParams(`Invalid to: ${JSON.stringify(to)}`)
      }
      if (tx.chainId !== undefined && parseChainIdParam(tx.chainId) !== context.chain().id) {
        throw invalidParams(`Transaction chainId does not match the wallet's chain`)
      }
      const value = optionalBigInt(tx.value, 'value') ?? 0n
      const data = (tx.data ?? tx.input) as Hex | undefined
      const chain = context.chain()
      await context.gate(
        'eth_sendTransaction',
        params,
        `Send ${formatEther(value)} ${chain.nativeCurrency?.symbol ?? 'ETH'}${
          to ? ` to ${shortAddress(to)}` : ' (contract creation)'
        }${data && data !== '0x' ? ' with data' : ''} on ${chain.name}`,
      )
      const client = createWalletClient({
        account,
        chain: context.viemChain(chain),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      })
      const gas = optionalBigInt(tx.gas, 'gas')
      const nonce = optionalBigInt(tx.nonce, 'nonce')
      const gasPrice = optionalBigInt(tx.gasPrice, 'gasPrice')
      const maxFeePerGas = optionalBigInt(tx.maxFeePerGas, 'maxFeePerGas')
      const maxPriorityFeePerGas = optionalBigInt(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
      try {
        const base = {
          to: to ?? null,
          value,
          ...(data ? { data } : {}),
          ...(gas !== undefined ? { gas } : {}),
          ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
        }
        if (gasPrice !== undefined) {
          return await client.sendTransaction({ ...base, gasPrice })
        }
        return await client.sendTransaction({
          ...base,
          ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
          ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
        })
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
}

function safeHexToString(hex: Hex): string {
  try {
    const text = hexToString(hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary payloads
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}

function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > length ? `${line.slice(0, length - 1)}…` : line
}
