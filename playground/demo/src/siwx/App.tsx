import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { useEffect, useState } from 'react'
import { foyer, siwx } from './foyer.js'

/** Who the backend says is signed in (`GET /siwx/me`), refreshed after each sign-in or out. */
function SignedIn() {
  const [signedIn, setSignedIn] = useState<string>()
  useEffect(() => {
    let current = true
    const refresh = () =>
      void siwx.getSignedIn().then((me) => {
        if (current) setSignedIn(me?.address)
      })
    refresh()
    const stop = siwx.subscribe(refresh)
    return () => {
      current = false
      stop()
    }
  }, [])
  return (
    <p>
      Signed in as (backend): <code data-testid="siwx-signed-in">{signedIn ?? '—'}</code>
    </p>
  )
}

function Connection() {
  const account = useAccount()
  return (
    <section className="card" aria-label="Sign-in">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>{' '}
        <code data-testid="caip-address">{account.caipAddress ?? '—'}</code>
      </p>
      <SignedIn />
    </section>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo: Sign in with X</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          Connect, sign the message, and the devstack’s reference backend verifies it and answers
          the signed-in address.
        </p>
        <Connection />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}
