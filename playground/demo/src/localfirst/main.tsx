import '@foyer/ui-default/styles.css'
import '../demo.css'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foyer } from './foyer.js'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from localfirst.html')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo — local-first</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          No provider API is configured: the Account view's tokens are read from the anvil chain
          through Multicall3 (the native balance and the host's listed ERC-20s).
        </p>
      </main>
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
)
