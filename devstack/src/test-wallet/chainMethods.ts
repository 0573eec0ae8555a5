import { numberToHex } from 'viem'
import { invalidParams, unrecognizedChain } from '../wallet-base/errors.js'
import { parseChainIdParam } from './params.js'
import type { TestWalletChain, TestWalletContext } from './walletContext.js'

const isLoopbackUrl = (url: string) => {
  try {
    const { hostname, protocol } = new URL(url)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  } catch {
    return false
  }
}

/** The chain methods of the test wallet: the current chain, switching, adding a chain. */
export function createChainHandlers(context: TestWalletContext) {
  return {
    eth_chainId: async () => numberToHex(context.chain().id),
    net_version: async () => String(context.chain().id),

    wallet_switchEthereumChain: async (params: unknown[]) => {
      const [request] = params
      const id = parseChainIdParam((request as { chainId?: unknown } | undefined)?.chainId)
      const chain = context.chains().find((candidate) => candidate.id === id)
      if (!chain) throw unrecognizedChain(numberToHex(id))
      if (chain.id === context.chain().id) return null
      await context.gate(
        'wallet_switchEthereumChain',
        params,
        `Switch to ${chain.name} (${chain.id})`,
      )
      context.switchTo(chain)
      return null
    },

    wallet_addEthereumChain: async (params: unknown[]) => {
      const request = params[0] as
        | {
            chainId?: unknown
            chainName?: unknown
            rpcUrls?: unknown
            nativeCurrency?: TestWalletChain['nativeCurrency']
          }
        | undefined
      const id = parseChainIdParam(request?.chainId)
      if (context.chains().some((chain) => chain.id === id)) return null
      const rpcUrl = Array.isArray(request?.rpcUrls) ? request.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !isLoopbackUrl(rpcUrl)) {
        throw invalidParams('The test wallet only adds chains whose first RPC URL is on loopback')
      }
      const name = typeof request?.chainName === 'string' ? request.chainName : `Chain ${id}`
      await context.gate('wallet_addEthereumChain', params, `Add network ${name} (${id})`)
      const chain: TestWalletChain = { id, name, rpcUrl }
      if (request?.nativeCurrency) chain.nativeCurrency = request.nativeCurrency
      context.addChain(chain)
      return null
    },

    wallet_watchAsset: async (params: unknown[]) => {
      await context.gate('wallet_watchAsset', params, 'Track a token')
      return true
    },
  }
}
