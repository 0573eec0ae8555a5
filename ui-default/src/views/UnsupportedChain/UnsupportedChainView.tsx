import { useAccount, useNetworks } from '@foyer/headless/react'
import { DisconnectButton } from '../../components/DisconnectButton.js'
import { center, muted, stack } from '../../components/shared.css.js'
import { NetworkList } from '../Networks/NetworkList.js'
import { SwitchOutcome } from '../Networks/SwitchOutcome.js'

/**
 * The wallet is on a chain the host does not list (SPEC §4): the host's networks of that
 * namespace to switch back to, or disconnect. Closing shakes instead (safe close).
 */
export function UnsupportedChainView() {
  const account = useAccount()
  const { groups, images, switchNetwork, state } = useNetworks()
  const namespace = account.caipAddress?.split(':')[0]
  const own = groups.filter((group) => group.namespace === namespace)
  return (
    <div className={stack} data-state={state.status}>
      <div className={center}>
        <p className={muted} data-testid="unsupported-chain-message">
          This app doesn’t support your wallet’s current network
          {account.chainId !== undefined ? ` (chain ${account.chainId})` : ''}. Switch to an
          available network to continue.
        </p>
      </div>
      <SwitchOutcome state={state} />
      <NetworkList groups={own} images={images} onSelect={switchNetwork} />
      <DisconnectButton />
    </div>
  )
}

export default UnsupportedChainView
