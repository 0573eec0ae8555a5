import { ConnectionStatus, renderDemoPage } from '../demoPage.js'
import { foyer } from '../foyer.js'
import { hostViews } from './hostViews.js'

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
  children: <ConnectionStatus />,
  modal: { views: hostViews },
})
