import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { createFoyer, embeddedWallet, evmAdapter } from '@foyer/headless'
import { foyerConnector, foyerNetworks } from '@foyer/wagmi'
import { cookieStorage, createConfig, createStorage, http } from 'wagmi'
import { devstackServices } from '../devstackServices.js'

/** The host's chains, stated once: wagmi's, and Foyer's networks made from them. */
const chains = [devstackChainA, devstackChainB] as const

/** Foyer, as on the demo's main page: the devstack's services, email login, WalletConnect. */
export const foyer = createFoyer({
  projectId: 'foyer-demo',
  metadata: {
    name: 'Foyer demo — wagmi',
    description: 'A wagmi app with Foyer as its modal',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: foyerNetworks(chains),
  adapters: [evmAdapter()],
  connectors: [embeddedWallet()],
  themeMode: 'dark',
  services: devstackServices,
  walletConnect: { skipVerify: true },
})

/**
 * The host's own wagmi config, with Foyer as its only connector. Cookie storage lets the first
 * render start 'reconnecting' (`cookieToInitialState` in main.tsx) instead of 'disconnected'.
 */
export const config = createConfig({
  chains,
  transports: { [devstackChainA.id]: http(), [devstackChainB.id]: http() },
  connectors: [foyerConnector(foyer)],
  multiInjectedProviderDiscovery: false,
  storage: createStorage({ storage: cookieStorage }),
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
