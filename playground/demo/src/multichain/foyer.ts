import {
  DEVSTACK_API_URL,
  devstackChainA,
  devstackChainB,
  devstackSolana,
} from '@foyer/devstack/config'
import { createFoyer, evmAdapter, solanaAdapter } from '@foyer/headless'

/** The multi-chain demo: the devstack's two anvil chains and its local Solana cluster. */
export const foyer = createFoyer({
  projectId: 'foyer-demo-multichain',
  metadata: {
    name: 'Foyer demo (EVM and Solana)',
    description: 'A host app on EVM and Solana networks of the local devstack',
    url: 'http://127.0.0.1:5173/multichain.html',
    icons: [],
  },
  networks: [devstackChainA, devstackChainB, devstackSolana],
  adapters: [evmAdapter(), solanaAdapter()],
  services: { apiUrl: DEVSTACK_API_URL, blockchainApiUrl: DEVSTACK_API_URL },
})
