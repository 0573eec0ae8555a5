import {
  DEVSTACK_API_URL,
  DEVSTACK_FRAME_URL,
  DEVSTACK_RELAY_URL,
  devstackChainA,
  devstackChainB,
} from '@foyer/devstack/config'
import { createFoyer, embeddedWallet, evmAdapter } from '@foyer/headless'

/**
 * The demo's Foyer instance: the devstack's two anvil chains, its APIs, the EVM adapter, and
 * email login through the devstack's embedded-wallet frame.
 */
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
  // Email login (the `email` feature is on by default): the devstack's embedded-wallet frame.
  connectors: [embeddedWallet()],
  themeMode: 'dark',
  // The devstack's provider API, blockchain API, analytics sink and WalletConnect relay, on
  // loopback.
  services: {
    apiUrl: DEVSTACK_API_URL,
    blockchainApiUrl: DEVSTACK_API_URL,
    analyticsUrl: DEVSTACK_API_URL,
    relayUrl: DEVSTACK_RELAY_URL,
    // The embedded wallet's frame, on its own origin.
    frameUrl: DEVSTACK_FRAME_URL,
  },
  // Offline, the SDK's browser Verify step would wait 5 s for a server it cannot reach.
  walletConnect: { skipVerify: true },
})
