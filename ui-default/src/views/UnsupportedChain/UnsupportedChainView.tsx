import { useAccount, useNetworks } from '@foyer/headless/react'
import { DisconnectButton } from '../../components/DisconnectButton.js'
import { NetworkList } from '../../components/NetworkList.js'
import { SwitchOutcome } from '../../components/SwitchOutcome.js'
import { center, muted, stack } from '../../components/shared.css.js'

/**
 * The wallet is on a chain the host does not list (SPEC §4): the host's networks of that
 * namespace to switch back to, or disconnect. Closing shakes instead (safe close).
 */
export function UnsupportedChainView() {
  const account = useAccount()
  const { namespaceGroups, images, switchNetwork, state } = useNetworks()
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
      <NetworkList groups={namespaceGroups} images={images} onSelect={switchNetwork} />
      <DisconnectButton />
    </div>
  )
}

export default UnsupportedChainView
