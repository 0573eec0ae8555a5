import {
  DEVSTACK_API_URL,
  DEVSTACK_RPC_PROXY_URL,
  type DevstackChain,
  devstackChainA,
  devstackChainB,
} from '@foyer/devstack/config'
import { createFoyer, evmAdapter } from '@foyer/headless'

const projectId = 'foyer-demo-failover'

/**
 * A network whose first RPC URL is the devstack's RPC proxy (which the devstack's fault rules
 * reach) and whose second is the anvil itself: Foyer reads through viem's `fallback`, so with
 * the first URL down the balances still arrive through the second.
 */
function proxyFirst(chain: DevstackChain): DevstackChain {
  const proxy = `${DEVSTACK_RPC_PROXY_URL}?chainId=eip155:${chain.id}&projectId=${projectId}`
  return {
    ...chain,
    rpcUrls: { default: { http: [proxy, ...chain.rpcUrls.default.http] } },
  }
}

/** The demo's instance with two RPC URLs per network, the first one faultable. */
export const foyer = createFoyer({
  projectId,
  metadata: {
    name: 'Foyer demo (RPC failover)',
    description: 'Two RPC URLs per network; the first can be taken down',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [proxyFirst(devstackChainA), proxyFirst(devstackChainB)],
  adapters: [evmAdapter()],
  themeMode: 'dark',
  services: {
    apiUrl: DEVSTACK_API_URL,
    blockchainApiUrl: DEVSTACK_API_URL,
    analyticsUrl: DEVSTACK_API_URL,
  },
})
