import { displayMessage } from '@foyer/headless'
import {
  type UseConnectWalletsReturnType,
  useConnectWallets,
  useEmailLogin,
} from '@foyer/headless/react'
import { type FormEvent, useId, useState } from 'react'
import './hostViews.css'

type Item = UseConnectWalletsReturnType['items'][number]

/** What one entry of the list shows, and what picking it does. */
type Entry = { key: string; name: string; image: string | undefined; note?: string; pick(): void }

/**
 * The host's own Connect view: Foyer's wallet list (`useConnectWallets`, in the spec's order and
 * groups) as plain buttons, and an email sign-in (`useEmailLogin`) when the app offers it.
 * Picking an entry is `select(item)`: an installed wallet connects (Foyer shows its own
 * Connecting view meanwhile), a directory wallet opens Foyer's WalletConnect pairing.
 */
export function HostConnect() {
  const { groups, select } = useConnectWallets()
  const entryOf = (item: Item): Entry => {
    const pick = () => select(item)
    switch (item.section) {
      case 'walletConnect':
        return {
          key: 'walletConnect',
          name: 'WalletConnect',
          image: undefined,
          note: 'QR code',
          pick,
        }
      case 'injected':
      case 'external':
        return {
          key: item.connector.id,
          name: item.connector.name,
          image: item.connector.imageUrl,
          ...(item.section === 'injected' ? { note: 'Installed' } : {}),
          pick,
        }
      default: {
        const image = item.wallet.image_url
        return {
          key: item.wallet.id,
          name: item.wallet.name,
          image: typeof image === 'string' ? image : undefined,
          pick,
        }
      }
    }
  }
  return (
    <div className="host-view" data-testid="host-connect">
      <EmailSignIn />
      {groups.map((group) => (
        <section key={group.label} className="host-group">
          <h3 className="host-heading">{group.label}</h3>
          <ul className="host-list" aria-label={group.label}>
            {group.items.map((item) => {
              const entry = entryOf(item)
              return (
                <li key={entry.key}>
                  <button type="button" className="host-wallet" onClick={entry.pick}>
                    {entry.image ? (
                      <img src={entry.image} alt="" width={28} height={28} />
                    ) : (
                      <span className="host-wallet-icon" aria-hidden="true" />
                    )}
                    <span>{entry.name}</span>
                    {entry.note && <span className="host-note">{entry.note}</span>}
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
