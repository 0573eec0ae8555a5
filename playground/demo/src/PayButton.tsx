import { DEVSTACK_TOKENS, devstackChainA, TEST_ACCOUNTS } from '@foyer/devstack/config'
import { type FoyerError, pay } from '@foyer/headless'
import { useState } from 'react'
import { foyer } from './foyer.js'

const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')

/**
 * A host's checkout: `pay` asks for 5 FUSD to anvil account #2, connected or not (disconnected,
 * the modal connects a wallet first, then shows the payment), and shows the typed result.
 */
export function PayButton() {
  const [outcome, setOutcome] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function checkout() {
    setBusy(true)
    setOutcome(undefined)
    try {
      const result = await pay(foyer, {
        recipient: TEST_ACCOUNTS[2].address,
        asset: { symbol: 'FUSD', decimals: fusd?.decimals ?? 6, address: fusd?.address },
        amount: '5',
        network: `eip155:${devstackChainA.id}`,
      })
      setOutcome(result.status === 'paid' ? `paid ${result.hash}` : result.status)
    } catch (error) {
      setOutcome(`error ${(error as FoyerError).shortMessage ?? String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card actions" aria-label="Checkout">
      <button type="button" className="plain" disabled={busy || !fusd} onClick={checkout}>
        Pay 5 FUSD
      </button>
      {outcome && (
        <p data-testid="demo-pay" role="status">
          Pay: <code>{outcome}</code>
        </p>
      )}
    </section>
  )
}
