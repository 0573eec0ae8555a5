import { FoyerProvider, useAccount, useSiwx } from '@foyer/headless/react'
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

/** What the host knows: the connection, the sign-in flow, and the session on this network. */
function Connection() {
  const account = useAccount()
  const signIn = useSiwx()
  const session = signIn.sessions[0]
  return (
    <section className="card" aria-label="Sign-in">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>{' '}
        <code data-testid="caip-address">{account.caipAddress ?? '—'}</code>
      </p>
      <p>
        Sign-in flow: <strong data-testid="siwx-status">{signIn.status}</strong>
      </p>
      <p>
        Session on this network:{' '}
        <strong data-testid="signed-in">
          {session ? `${session.data.chainId}:${session.data.accountAddress}` : 'no'}
        </strong>
      </p>
      {session && (
        <button type="button" className="plain" onClick={() => void signIn.signOut()}>
          Sign out
        </button>
      )}
      <SignedIn />
    </section>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo — Sign in with X</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          Connect, sign the message (EIP-4361 on EVM chains), and the devstack’s reference backend
          verifies it and answers the signed-in address. With <code>?required</code> sign-in is
          required: closing is refused and cancelling disconnects.
        </p>
        <Connection />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}
