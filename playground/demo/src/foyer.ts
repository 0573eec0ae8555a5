import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { createFoyer, evmAdapter } from '@foyer/headless'

/** The demo's Foyer instance: the devstack's two anvil chains and the EVM adapter. */
export const foyer = createFoyer({
  projectId: 'foyer-demo',
  metadata: {
    name: 'Foyer demo',
    description: 'A host app showing Foyer on the local devstack',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [devstackChainA, devstackChainB],
  adapters: [evmAdapter()],
  themeMode: 'dark',
})
