import { useNetworks } from '@foyer/headless/react'
import { NetworkList } from '../../components/NetworkList.js'
import { SwitchOutcome } from '../../components/SwitchOutcome.js'
import { stack } from '../../components/shared.css.js'

/**
 * The network picker: every network the host offers, by namespace, with its image; picking one
 * switches (the wallet is asked when connected, and the modal shows SwitchNetwork meanwhile).
 */
export function NetworksView() {
  const { groups, images, switchNetwork, state } = useNetworks()
  return (
    <div className={stack} data-state={state.status}>
      <SwitchOutcome state={state} />
      <NetworkList groups={groups} images={images} onSelect={switchNetwork} />
    </div>
  )
}

export default NetworksView
