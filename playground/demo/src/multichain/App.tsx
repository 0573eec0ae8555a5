import { SOLANA_RECIPIENT_ACCOUNT } from '@foyer/devstack/config'
import { type ChainNamespace, disconnect, type FoyerError, sendTransaction } from '@foyer/headless'
import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { useState } from 'react'
import { foyer } from './foyer.js'

/** 0.01 SOL, in lamports. */
const SOL_VALUE = 10_000_000n

/** One namespace's connection, as a multi-chain host shows it. */
function Namespace({ namespace, label }: { namespace: ChainNamespace; label: string }) {
  const account = useAccount({ namespace })
  return (
    <p>
      {label}: <strong data-testid={`status-${namespace}`}>{account.status}</strong>{' '}
      <code data-testid={`address-${namespace}`}>{account.address ?? '—'}</code>{' '}
      <code data-testid={`caip-${namespace}`}>{account.caipAddress ?? '—'}</code>{' '}
      {account.isConnected && (
        <button type="button" className="plain" onClick={() => disconnect(foyer, { namespace })}>
          Disconnect {label}
        </button>
      )}
    </p>
  )
}

/** The active namespace's connection: what `useAccount()` without a namespace gives. */
function Active() {
  const account = useAccount()
  return (
    <p>
      Active: <strong data-testid="status">{account.status}</strong>{' '}
      <code data-testid="caip-address">{account.caipAddress ?? '—'}</code>
    </p>
  )
}

/** Sends 0.01 SOL to the devstack's recipient account with the connected Solana wallet. */
function SolanaActions() {
  const active = useAccount()
  const [outcome, setOutcome] = useState<string>()
  if (!active.isConnected || !active.caipAddress?.startsWith('solana:')) return null
  async function send() {
    setOutcome(undefined)
    try {
      const signature = await sendTransaction(foyer, {
        to: SOLANA_RECIPIENT_ACCOUNT.address,
        value: SOL_VALUE,
      })
      setOutcome(`Transaction: ${signature}`)
    } catch (error) {
      setOutcome(`Error: ${(error as FoyerError).shortMessage ?? String(error)}`)
    }
  }
  return (
    <section className="card actions" aria-label="Solana actions">
      <button type="button" className="plain" onClick={send}>
        Send 0.01 SOL to the recipient
      </button>
      {outcome && (
        <p data-testid="solana-outcome" role="status">
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
        <h1>Foyer demo: EVM and Solana</h1>
        <ConnectButton />
      </header>
      <main>
        <p className="lead">
          One wallet, two chain families: the Foyer Test Wallet holds an account on the local anvil
          chains and one on the local Solana cluster, and connects both at once.
        </p>
        <section className="card" aria-label="Connections">
          <Namespace namespace="eip155" label="EVM" />
          <Namespace namespace="solana" label="Solana" />
          <Active />
        </section>
        <SolanaActions />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}
