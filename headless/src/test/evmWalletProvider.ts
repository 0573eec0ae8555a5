import { injected } from '../connectors/injected.js'
import { testFoyer } from './testFoyer.js'

/** How the fake wallet answers a method: a value, or a throw (an EIP-1193 error). */
export type WalletHandlers = Record<string, (params: unknown) => unknown>

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A fresh instance (testFoyer: mainnet and the devnet) with one browser wallet, 'test.evm', on
 * the devnet: it grants the anvil account on request, answers `handlers` and records every
 * request; any other method is 4200, as a wallet without it answers.
 */
export function evmWalletFoyer(
  handlers: WalletHandlers,
  options: Omit<Parameters<typeof testFoyer>[0] & object, 'connectors'> = {},
) {
  const requests: Array<{ method: string; params: unknown }> = []
  const listeners = new Map<string, Set<(...values: unknown[]) => void>>()
  let chainId = 31337
  let authorized = false
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts') authorized = true
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return authorized ? [account] : []
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      const handler = handlers[method]
      if (!handler) throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 })
      return handler(params)
    },
    on(event: string, listener: (...values: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: (...values: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  const { foyer } = testFoyer({
    ...options,
    connectors: [injected({ provider, rdns: 'test.evm', name: 'EVM' })],
  })
  return {
    foyer,
    requests,
    /** The person switches the wallet's chain. */
    setChainId(id: number) {
      chainId = id
      for (const listener of listeners.get('chainChanged') ?? []) listener(`0x${id.toString(16)}`)
    },
  }
}
