import { renderDemoPage } from '../demoPage.js'
import { foyer } from './foyer.js'

renderDemoPage({
  file: 'localfirst.html',
  foyer,
  title: 'local-first',
  lead: (
    <>
      No provider API is configured: the Account view's tokens are read from the anvil chain through
      Multicall3 (the native balance and the host's listed ERC-20s).
    </>
  ),
})
