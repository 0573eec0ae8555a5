import { openModal } from '@foyer/headless'
import { ConnectionStatus, renderDemoPage } from '../demoPage.js'
import { foyer } from './foyer.js'

renderDemoPage({
  file: 'failover.html',
  foyer,
  title: 'RPC failover',
  lead: (
    <>
      Each network lists two RPC URLs: the devstack's RPC proxy first, the anvil chain second. Take
      the first one down (a fault on <code>POST /v1</code>) and the balance still arrives through
      the second. The test wallet itself reaches the chains through the proxy only.
    </>
  ),
  children: (
    <ConnectionStatus>
      <button
        type="button"
        className="plain"
        onClick={() => openModal(foyer, { view: 'WalletSend' })}
      >
        Send tokens
      </button>
    </ConnectionStatus>
  ),
})
