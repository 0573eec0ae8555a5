import { DEVSTACK_TOKENS, devstackChainA, TEST_ACCOUNTS } from '@foyer/devstack/config'
import { type FoyerError, openModal, pay, sendTransaction, signMessage } from '@foyer/headless'
import { useAccount } from '@foyer/headless/react'
import { useState } from 'react'
import { foyer } from './foyer.js'

const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')

/** 0.001 ETH, in wei. */
const DEMO_VALUE = 10n ** 15n

type Outcome =
  | { kind: 'signature' | 'transaction' | 'pay'; value: string }
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

  async function run(kind: 'signature' | 'transaction' | 'pay', task: () => Promise<string>) {
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
        disabled={busy || !fusd}
        onClick={() =>
          run('pay', async () => {
            const result = await pay(foyer, {
              recipient: TEST_ACCOUNTS[2].address,
              asset: { symbol: 'FUSD', decimals: fusd?.decimals ?? 6, address: fusd?.address },
              amount: '5',
              network: `eip155:${devstackChainA.id}`,
            })
            return result.status === 'paid' ? `paid ${result.hash}` : result.status
          })
        }
      >
        Pay 5 FUSD
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
          {outcome.kind === 'pay' && 'Pay: '}
          <code>{outcome.value}</code>
        </p>
      )}
    </section>
  )
}
