import { useConnectFlow } from '@foyer/headless/react'
import { listItem, listItemLabel, muted, stack, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { empty } from './ConnectView.css.js'

/** The Connect view: the installed browser wallets, each with its icon and name. */
export function ConnectView() {
  const { wallets, connect } = useConnectFlow()
  if (wallets.length === 0) {
    return (
      <div className={empty} data-state="empty">
        <p>No browser wallet found</p>
        <p className={muted}>Install a wallet extension, then reload this page.</p>
      </div>
    )
  }
  return (
    <ul className={stack} aria-label="Installed wallets">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button type="button" className={listItem} onClick={() => connect(wallet.id)}>
            <WalletImage src={wallet.imageUrl} name={wallet.name} />
            <span className={listItemLabel}>{wallet.name}</span>
            <span className={tag}>Installed</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export default ConnectView
