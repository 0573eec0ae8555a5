// The Foyer host of the speed benchmark with every feature on: EVM and Solana networks,
// WalletConnect through a relay, the embedded wallet's frame (email and social sign-in), and the
// provider's services, whose project configuration turns on email, socials, swaps and onramp. Built the same way as the baseline (React 18, Vite).
import '@foyer/ui-default/styles.css'
import {
  DEVSTACK_API_URL,
  DEVSTACK_FRAME_URL,
  DEVSTACK_RELAY_URL,
  devstackChainA,
  devstackChainB,
  devstackSolana,
} from '@foyer/devstack/config'
import { createFoyer, embeddedWallet, evmAdapter, solanaAdapter } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { createRoot } from 'react-dom/client'

const foyer = createFoyer({
  projectId: 'foyer-bench',
  metadata: {
    name: 'Foyer speed benchmark',
    description: 'Every feature on',
    url: location.origin,
    icons: [],
  },
  networks: [devstackChainA, devstackChainB, devstackSolana],
  adapters: [evmAdapter(), solanaAdapter()],
  connectors: [embeddedWallet()],
  services: {
    apiUrl: DEVSTACK_API_URL,
    blockchainApiUrl: DEVSTACK_API_URL,
    analyticsUrl: DEVSTACK_API_URL,
    relayUrl: DEVSTACK_RELAY_URL,
    frameUrl: DEVSTACK_FRAME_URL,
  },
  walletConnect: { skipVerify: true },
})

createRoot(document.getElementById('root')!).render(
  <FoyerProvider foyer={foyer}>
    <header>
      <h1>Foyer host, every feature on</h1>
      <ConnectButton />
    </header>
    <FoyerModal />
  </FoyerProvider>,
)
