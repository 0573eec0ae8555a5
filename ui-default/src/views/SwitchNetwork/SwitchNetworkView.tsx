import { useAccount, useNetworks, useRoute } from '@foyer/headless/react'
import { Spinner } from '../../components/Spinner.js'
import { center, heading, muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'

/** A switch waiting for the wallet: which network, and where to approve it. */
export function SwitchNetworkView() {
  const route = useRoute('SwitchNetwork')
  const { findNetwork, images, state } = useNetworks()
  const account = useAccount()
  const network = findNetwork(route?.data?.caipNetworkId)
  const name = network?.name ?? 'the network'
  return (
    <div className={center} data-state={state.status}>
      <WalletImage
        src={network ? images[network.caipNetworkId] : undefined}
        name={name}
        size={72}
      />
      <div role="status" aria-live="polite" className={center}>
        <p className={heading}>Approve in wallet</p>
        <p className={muted}>
          Switch {account.network ? `from ${account.network.name} ` : ''}to {name} in your wallet.
        </p>
        <Spinner label="Waiting for the wallet" />
      </div>
    </div>
  )
}

export default SwitchNetworkView
