import { createFoyer, evmAdapter, type FoyerOptions, memoryStorage } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { type MockParameters, mock } from '@foyer/headless/testing'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Chain } from 'viem'

const devnet: Chain = {
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/**
 * The shipped mock wallet (`@foyer/headless/testing`), announced through EIP-6963 as an
 * extension would be; `stop()` ends the announcement.
 */
export function announceWallet(parameters: MockParameters = {}) {
  const wallet = mock({ rdns: 'test.fake', name: 'Fake Wallet', chainId: 31337, ...parameters })
  return Object.assign(wallet, { stop: wallet.announce() })
}

/**
 * Renders UI under a fresh Foyer instance whose balances come from `balance` (the adapter's
 * RPC read is replaced; everything else is the real adapter).
 */
export function renderWithFoyer(
  ui: ReactNode,
  options: {
    balance?: bigint
    projectId?: string
    adapters?: []
    /** Further options of the instance (services, featured wallets, connectors, …). */
    foyerOptions?: Partial<FoyerOptions>
  } = {},
) {
  const adapter = evmAdapter()
  adapter.getBalance = async () => options.balance ?? 0n
  // Local-first token reads (no blockchain API): the native balance only, off the network.
  adapter.getTokenBalances = async ({ network }) => [
    { ...network.nativeCurrency, balance: options.balance ?? 0n },
  ]
  const foyer = createFoyer({
    projectId: options.projectId ?? 'test',
    networks: [devnet],
    adapters: options.adapters ?? [adapter],
    storage: memoryStorage(),
    ...options.foyerOptions,
  })
  return { foyer, ...render(<FoyerProvider foyer={foyer}>{ui}</FoyerProvider>) }
}
