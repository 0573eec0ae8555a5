// A wagmi app with Foyer as its modal: WagmiProvider and the host's QueryClient around
// FoyerProvider; the page's own components use wagmi hooks only (WagmiPanel.tsx).
import '@foyer/ui-default/styles.css'
import '../demo.css'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { config, foyer } from './config.js'
import { WagmiPanel } from './WagmiPanel.js'

const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from wagmi.html')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config} initialState={cookieToInitialState(config, document.cookie)}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider foyer={foyer}>
          <header className="bar">
            <h1>Foyer demo — wagmi</h1>
            <ConnectButton />
          </header>
          <main>
            <p className="lead">
              An app written on wagmi: the card below uses only wagmi hooks (
              <code>useConnection</code>, <code>useBalance</code>, <code>useSignMessage</code>,{' '}
              <code>useSendTransaction</code>, <code>useSwitchChain</code>), while you connect in
              Foyer's modal through <code>@foyer/wagmi</code>'s one connector.
            </p>
            <WagmiPanel />
          </main>
          <FoyerModal />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
