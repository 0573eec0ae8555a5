import '@foyer/ui-default/styles.css'
import '../demo.css'
import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foyer } from '../foyer.js'
import { hostViews } from './hostViews.js'

function Status() {
  const account = useAccount()
  return (
    <section className="card" aria-label="Connection">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from custom-views.html')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo — custom views</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          The host's own Connect, Account and Send views inside Foyer's modal, written on the public
          hooks of <code>@foyer/headless/react</code> (see{' '}
          <code>playground/demo/src/custom-views</code>). Foyer keeps the router, the history and
          every other view: connecting, the email code, WalletConnect pairing.
        </p>
        <Status />
      </main>
      <FoyerModal views={hostViews} />
    </FoyerProvider>
  </StrictMode>,
)
