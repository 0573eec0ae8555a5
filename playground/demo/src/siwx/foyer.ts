import {
  DEVSTACK_SIWX_URL,
  devstackChainA,
  devstackChainB,
  devstackSolana,
} from '@foyer/devstack/config'
import { createFoyer, embeddedWallet, evmAdapter, solanaAdapter } from '@foyer/headless'
import { devstackServices } from '../devstackServices.js'
import { backendSiwx } from '../siwxBackend.js'

const query = new URLSearchParams(location.search)
const withSolana = query.has('solana')

/** Sign-in against the devstack's reference backend; `?required` makes it required. */
export const siwx = backendSiwx({
  url: DEVSTACK_SIWX_URL,
  required: query.has('required'),
  statement: 'Sign in to the Foyer demo',
})

/**
 * The sign-in demo: the devstack's anvil chains (and, with `?solana`, its Solana cluster), the
 * test wallets, email login, WalletConnect, and `siwx` on the devstack's backend.
 */
export const foyer = createFoyer({
  projectId: 'foyer-demo-siwx',
  metadata: {
    name: 'Foyer demo (sign in)',
    description: 'A host app that signs visitors in with their wallet',
    url: 'http://127.0.0.1:5173/siwx.html',
    icons: [],
  },
  networks: withSolana
    ? [devstackChainA, devstackChainB, devstackSolana]
    : [devstackChainA, devstackChainB],
  adapters: withSolana ? [evmAdapter(), solanaAdapter()] : [evmAdapter()],
  connectors: [embeddedWallet()],
  siwx,
  services: devstackServices,
  walletConnect: { skipVerify: true },
})
