import { DEVSTACK_API_URL, devstackBitcoin, devstackChainA } from '@foyer/devstack/config'
import { bitcoinAdapter, createFoyer, evmAdapter } from '@foyer/headless'

/** The Bitcoin demo: the devstack's first anvil chain and Bitcoin testnet (no Bitcoin node). */
export const foyer = createFoyer({
  projectId: 'foyer-demo-bitcoin',
  metadata: {
    name: 'Foyer demo (Bitcoin)',
    description: 'A host app offering Bitcoin testnet with the devstack test wallet',
    url: 'http://127.0.0.1:5173/bitcoin.html',
    icons: [],
  },
  networks: [devstackChainA, devstackBitcoin],
  adapters: [evmAdapter(), bitcoinAdapter()],
  services: { apiUrl: DEVSTACK_API_URL },
})
