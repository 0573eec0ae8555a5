import {
  type AccountRecord,
  disconnect,
  type FoyerError,
  getAccountRecords,
  signMessage,
} from '@foyer/headless'
import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { useState } from 'react'
import { foyer } from './foyer.js'

/** The message the demo signs. */
export const BITCOIN_DEMO_MESSAGE = 'Hello from the Foyer Bitcoin demo'

/** The Bitcoin connection, its account records, and a signature of a fixed message. */
function BitcoinPanel() {
  const account = useAccount({ namespace: 'bip122' })
  const [records, setRecords] = useState<readonly AccountRecord[]>([])
  const [outcome, setOutcome] = useState<string>()
  async function sign() {
    setOutcome(undefined)
    try {
      setRecords(getAccountRecords(foyer, { namespace: 'bip122' }))
      setOutcome(`Signature: ${await signMessage(foyer, { message: BITCOIN_DEMO_MESSAGE })}`)
    } catch (error) {
      setOutcome(`Error: ${(error as FoyerError).shortMessage ?? String(error)}`)
    }
  }
  return (
    <section className="card" aria-label="Bitcoin">
      <p>
        Bitcoin: <strong data-testid="status-bip122">{account.status}</strong>{' '}
        <code data-testid="address-bip122">{account.address ?? '—'}</code>
      </p>
      {account.isConnected && (
        <p>
          <button type="button" className="plain" onClick={sign}>
            Sign “{BITCOIN_DEMO_MESSAGE}”
          </button>{' '}
          <button
            type="button"
            className="plain"
            onClick={() => disconnect(foyer, { namespace: 'bip122' })}
          >
            Disconnect Bitcoin
          </button>
        </p>
      )}
      {records.map((record) => (
        <p key={record.address} data-testid="account-record">
          {record.type} <code>{record.address}</code> <code>{record.path ?? '—'}</code>{' '}
          <code data-testid="account-record-public-key">{record.publicKey ?? '—'}</code>
        </p>
      ))}
      {outcome && (
        <p data-testid="bitcoin-outcome" role="status">
          {outcome}
        </p>
      )}
    </section>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <header className="bar">
        <h1>Foyer demo: Bitcoin</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          Bitcoin testnet through a Wallet Standard wallet: connect the devstack's Foyer Bitcoin
          Wallet (its payment account) and sign a message. Foyer reads no Bitcoin balance.
        </p>
        <BitcoinPanel />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}
