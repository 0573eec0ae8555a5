import { type FoyerError, openModal, sendTransaction, signMessage } from '@foyer/headless'
import { useAccount } from '@foyer/headless/react'
import { useState } from 'react'
import { foyer } from './foyer.js'

/** 0.001 ETH, in wei. */
const DEMO_VALUE = 10n ** 15n

type Outcome =
  | { kind: 'signature' | 'transaction'; value: string }
  | { kind: 'error'; value: string }

/**
 * What a host does with a connected wallet, whichever way it connected (browser wallet or
 * WalletConnect): sign a message, send a small transaction to itself, and open the modal's Send
 * and Receive views.
 */
export function WalletActions() {
  const account = useAccount()
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  if (!account.isConnected || !account.address) return null
  const address = account.address

  async function run(kind: 'signature' | 'transaction', task: () => Promise<string>) {
    setBusy(true)
    setOutcome(undefined)
    try {
      setOutcome({ kind, value: await task() })
    } catch (error) {
      setOutcome({ kind: 'error', value: (error as FoyerError).shortMessage ?? String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card actions" aria-label="Wallet actions">
      <button
        type="button"
        className="plain"
        disabled={busy}
        onClick={() =>
          run('signature', () => signMessage(foyer, { message: 'Hello from the Foyer demo' }))
        }
      >
        Sign message
      </button>
      <button
        type="button"
        className="plain"
        disabled={busy}
        onClick={() =>
          run('transaction', () => sendTransaction(foyer, { to: address, value: DEMO_VALUE }))
        }
      >
        Send 0.001 ETH to yourself
      </button>
      <button
        type="button"
        className="plain"
        onClick={() => openModal(foyer, { view: 'WalletSend' })}
      >
        Send tokens
      </button>
      <button
        type="button"
        className="plain"
        onClick={() => openModal(foyer, { view: 'WalletReceive' })}
      >
        Receive
      </button>
      {outcome && (
        <p
          data-testid={`demo-${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.kind === 'signature' && 'Signature: '}
          {outcome.kind === 'transaction' && 'Transaction: '}
          <code>{outcome.value}</code>
        </p>
      )}
    </section>
  )
}
