import { useAccount } from '@foyer/headless/react'
import { renderDemoPage } from '../demoPage.js'
import { foyer } from '../foyer.js'
import { hostViews } from './hostViews.js'

function Status() {
  const account = useAccount()
  return (
    <section className="card" aria-label="Connection">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
    </section>
  )
}

renderDemoPage({
  file: 'custom-views.html',
  foyer,
  title: 'custom views',
  lead: (
    <>
      The host's own Connect, Account and Send views inside Foyer's modal, written on the public
      hooks of <code>@foyer/headless/react</code> (their code: <code>custom-views/</code> in the
      demo). Foyer keeps the router, the history and every other view: connecting, the email code,
      WalletConnect pairing.
    </>
  ),
  children: <Status />,
  modal: { views: hostViews },
})
