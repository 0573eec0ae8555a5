import { DEVSTACK_TOKENS, devstackChainA } from '@foyer/devstack/config'
import { createFoyer, evmAdapter } from '@foyer/headless'

/**
 * A local-first instance: no provider service at all, only the devstack's anvil chain. The
 * account's tokens are read from the chain itself — the native balance plus the host-listed
 * ERC-20s of `tokens`, through Multicall3.
 */
export const foyer = createFoyer({
  projectId: 'foyer-demo-local-first',
  metadata: {
    name: 'Foyer demo (local-first)',
    description: 'Foyer with no provider API: everything read from the chain',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [devstackChainA],
  adapters: [evmAdapter()],
  tokens: { [`eip155:${devstackChainA.id}`]: DEVSTACK_TOKENS.map((token) => token.address) },
  themeMode: 'dark',
})
