import { createFoyer, type Eip1193Provider, evmAdapter, memoryStorage } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Chain } from 'viem'

const devnet: Chain = {
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/** An in-process EIP-1193 wallet announced through EIP-6963, for component tests. */
export function announceFakeWallet(options: { reject?: boolean; name?: string } = {}) {
  const state = { reject: options.reject ?? false, granted: false }
  const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const provider: Eip1193Provider = {
    async request({ method }) {
      if (method === 'eth_requestAccounts') {
        if (state.reject) throw Object.assign(new Error('rejected'), { code: 4001 })
        state.granted = true
        return [address]
      }
      if (method === 'eth_accounts') return state.granted ? [address] : []
      if (method === 'eth_chainId') return '0x7a69'
      return null
    },
  }
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: options.name ?? 'Fake Wallet',
      rdns: 'test.fake',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    },
    provider,
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  return { state, stop: () => window.removeEventListener('eip6963:requestProvider', send) }
}

/**
 * Renders UI under a fresh Foyer instance whose balances come from `balance` (the adapter's
 * RPC read is replaced; everything else is the real adapter).
 */
export function renderWithFoyer(
  ui: ReactNode,
  options: { balance?: bigint; projectId?: string } = {},
) {
  const adapter = evmAdapter()
  adapter.getBalance = async () => options.balance ?? 0n
  const foyer = createFoyer({
    projectId: options.projectId ?? 'test',
    networks: [devnet],
    adapters: [adapter],
    storage: memoryStorage(),
  })
  return { foyer, ...render(<FoyerProvider foyer={foyer}>{ui}</FoyerProvider>) }
}
