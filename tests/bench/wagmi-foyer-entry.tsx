// The same wagmi app with Foyer as its modal (@foyer/wagmi), as /wagmi.html builds it. Measured
// against wagmi-plain-entry.tsx by tests/bench/wagmi-size.mjs.
import { createFoyer, evmAdapter } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { foyerConnector, foyerNetworks } from '@foyer/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { HostApp, mainnet } from './wagmi-size-app.js'

const chains = [mainnet] as const
const foyer = createFoyer({
  projectId: 'size',
  networks: foyerNetworks(chains),
  adapters: [evmAdapter()],
})
const config = createConfig({
  chains,
  connectors: [foyerConnector(foyer)],
  multiInjectedProviderDiscovery: false,
  transports: { [mainnet.id]: http() },
})

createRoot(document.body).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <FoyerProvider foyer={foyer}>
        <ConnectButton />
        <HostApp />
        <FoyerModal />
      </FoyerProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
