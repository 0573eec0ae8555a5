import { describeConnectListItem, displayMessage } from '@foyer/headless'
import { useConnectWallets, useEmailLogin } from '@foyer/headless/react'
import { type FormEvent, useId, useState } from 'react'
import './hostViews.css'

/**
 * The host's own Connect view: Foyer's wallet list (`useConnectWallets`, in the spec's order and
 * groups) as plain buttons, and an email sign-in (`useEmailLogin`) when the app offers it.
 * Picking an entry is `select(item)`: an installed wallet connects (Foyer shows its own
 * Connecting view meanwhile), a directory wallet opens Foyer's WalletConnect pairing.
 */
export function HostConnect() {
  const { groups, select } = useConnectWallets()
  return (
    <div className="host-view" data-testid="host-connect">
      <EmailSignIn />
      {groups.map((group) => (
        <section key={group.label} className="host-group">
          <h3 className="host-heading">{group.label}</h3>
          <ul className="host-list" aria-label={group.label}>
            {group.items.map((item) => {
              const entry = describeConnectListItem(item)
              return (
                <li key={entry.key}>
                  <button type="button" className="host-wallet" onClick={() => select(item)}>
                    {entry.imageUrl ? (
                      <img src={entry.imageUrl} alt="" width={28} height={28} />
                    ) : (
                      <span className="host-wallet-icon" aria-hidden="true" />
                    )}
                    <span>{entry.name}</span>
                    {entry.tag && <span className="host-note">{entry.tag}</span>}
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {groups.length === 0 && <p className="host-muted">No wallet found in this browser.</p>}
    </div>
  )
}

/** Email sign-in: the address, then Foyer's code step (or device step). */
function EmailSignIn() {
  const { available, state, connectEmail } = useEmailLogin()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const id = useId()
  if (!available) return null
  const sending = state.status === 'sendingEmail'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    // connectEmail opens Foyer's code (or device) step itself once the code is sent.
    connectEmail(email).catch((caught: unknown) => setError(displayMessage(caught)))
  }
  return (
    // Foyer validates the address (the browser's own check is off): its message shows below.
    <form className="host-form" onSubmit={submit} data-state={state.status} noValidate>
      <label htmlFor={`${id}-email`}>Sign in with your email</label>
      <div className="host-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={sending}
          required
        />
        <button type="submit" className="host-primary" disabled={sending || !email}>
          {sending ? 'Sending code…' : 'Email me a code'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="host-error">
          {error}
        </p>
      )}
    </form>
  )
}
