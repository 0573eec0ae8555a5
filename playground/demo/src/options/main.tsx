import { openModal } from '@foyer/headless'
import { ConnectionStatus, renderDemoPage } from '../demoPage.js'
import { flags, foyer } from './foyer.js'

const on = Object.entries(flags)
  .filter(([name, value]) => value !== (name === 'emailShowWallets' || name === 'branding'))
  .map(([name]) => name)

renderDemoPage({
  file: 'options.html',
  foyer,
  title: 'Host options',
  lead: (
    <>
      The options of <code>createFoyer</code>, switched by URL flags: <code>?legal</code> (the legal
      checkbox), <code>?collapseWallets</code>, <code>?emailShowWallets=false</code>,{' '}
      <code>?branding=false</code>, <code>?embedded</code>, <code>?theme=system</code>,{' '}
      <code>?smartSessions</code>. Changed here:{' '}
      <strong data-testid="options-on">{on.join(', ') || 'none'}</strong>.
    </>
  ),
  children: (
    <ConnectionStatus>
      <button
        type="button"
        className="plain"
        onClick={() => openModal(foyer, { view: 'Transactions' })}
      >
        Activity
      </button>
    </ConnectionStatus>
  ),
})
