import '@foyer/ui-default/styles.css'
import '../demo.css'
import { FoyerProvider, useAccount, useSiwx } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foyer } from './foyer.js'

/** What the host knows: the connection, and whether the account is signed in on its network. */
function SignInStatus() {
  const account = useAccount()
  const siwx = useSiwx()
  const session = siwx.sessions[0]
  return (
    <section className="card" aria-label="Sign-in">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
      <p>
        Account: <code data-testid="caip-address">{account.caipAddress ?? '—'}</code>
      </p>
      <p>
        Sign-in flow: <strong data-testid="siwx-status">{siwx.status}</strong>
      </p>
      <p>
        Signed in:{' '}
        <strong data-testid="signed-in">
          {session ? `${session.data.chainId}:${session.data.accountAddress}` : 'no'}
        </strong>
      </p>
      {session && (
        <button type="button" className="plain" onClick={() => void siwx.signOut()}>
          Sign out
        </button>
      )}
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from siwx.html')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo — Sign in with X</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          Sign-in is required: after connecting, the wallet signs a message (EIP-4361) before the
          app lets you in. Cancelling disconnects.
        </p>
        <SignInStatus />
      </main>
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
)
