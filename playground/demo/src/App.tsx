import { FoyerProvider, useAccount, useTheme } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { foyer } from './foyer.js'
import { PayButton } from './PayButton.js'
import { WalletActions } from './WalletActions.js'

function Status() {
  const account = useAccount()
  const { themeMode, setThemeMode } = useTheme()
  return (
    <section className="card" aria-label="Connection">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
      <p>
        Network: <strong>{account.network?.name ?? '—'}</strong>
      </p>
      <p>
        Account: <code data-testid="caip-address">{account.caipAddress ?? '—'}</code>
      </p>
      <button
        type="button"
        className="plain"
        onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
      >
        Switch to {themeMode === 'dark' ? 'light' : 'dark'} theme
      </button>
    </section>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          A host app on the local devstack: a real anvil chain and the Foyer Test Wallet. Connect,
          and the balance you see is read from the chain.
        </p>
        <Status />
        <WalletActions />
        <PayButton />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}
