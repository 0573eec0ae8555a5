import { DEVSTACK_API_URL, devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { createDefaultSiwx, createFoyer, evmAdapter, type SiwxConfig } from '@foyer/headless'

/**
 * Where the demo gets its sign-in config: for now the default implementation (messages made in
 * the page, sessions kept in the instance's storage); a host with a backend passes its own
 * `SiwxConfig` that asks it for nonces and verifies there.
 */
const siwx: SiwxConfig = createDefaultSiwx({
  statement: 'Sign in to the Foyer demo',
  required: true,
})

/** The sign-in demo: the devstack's two anvil chains, sign-in required after connecting. */
export const foyer = createFoyer({
  projectId: 'foyer-demo-siwx',
  metadata: {
    name: 'Foyer demo',
    description: 'A host app that signs visitors in with their wallet',
    url: 'http://127.0.0.1:5173/siwx.html',
    icons: [],
  },
  networks: [devstackChainA, devstackChainB],
  adapters: [evmAdapter()],
  services: { apiUrl: DEVSTACK_API_URL, blockchainApiUrl: DEVSTACK_API_URL },
  siwx,
})
