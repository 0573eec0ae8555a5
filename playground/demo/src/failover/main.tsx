import '@foyer/ui-default/styles.css'
import '../demo.css'
import { openModal } from '@foyer/headless'
import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foyer } from './foyer.js'

function Status() {
  const account = useAccount()
  return (
    <section className="card" aria-label="Connection">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
      {account.isConnected && (
        <button
          type="button"
          className="plain"
          onClick={() => openModal(foyer, { view: 'WalletSend' })}
        >
          Send tokens
        </button>
      )}
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from failover.html')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo — RPC failover</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          Each network lists two RPC URLs: the devstack's RPC proxy first, the anvil chain second.
          Take the first one down (a fault on <code>POST /v1</code>) and the balance still arrives
          through the second. The test wallet itself reaches the chains through the proxy only.
        </p>
        <Status />
      </main>
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
)
