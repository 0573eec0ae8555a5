import { truncateAddress } from '@foyer/headless'
import { useAccount, useBalance, useDisconnect, useModal } from '@foyer/headless/react'
import { button, center, muted } from '../../components/shared.css.js'
import { avatar, balance, chip } from './AccountView.css.js'
import { TokenList } from './TokenList.js'

/** The connected account: address, native balance, network, and disconnect. */
export function AccountView() {
  const account = useAccount()
  const native = useBalance()
  const { disconnect, status } = useDisconnect()
  const { router } = useModal()
  if (!account.address) return null
  const networkName = account.network?.name ?? `Unsupported network (chain ${account.chainId})`
  return (
    <div className={center}>
      <span className={avatar} aria-hidden="true" />
      <p title={account.address} data-testid="account-address">
        {truncateAddress(account.address)}
      </p>
      <p className={balance} data-testid="account-balance">
        {account.isUnsupportedChain ? (
          <span className={muted}>Balance not available on this network</span>
        ) : (
          (native.formatted ??
          (native.isError ? (
            <span className={muted}>Balance unavailable</span>
          ) : (
            <span className={muted}>Loading balance…</span>
          )))
        )}
      </p>
      <button
        type="button"
        className={chip}
        data-testid="account-network"
        aria-label={`Network: ${networkName}. Switch network`}
        onClick={() => router.push('Networks')}
      >
        {networkName}
      </button>
      <button
        type="button"
        className={button}
        disabled={status === 'pending'}
        onClick={() => disconnect(undefined)}
      >
        {status === 'pending' ? 'Disconnecting…' : 'Disconnect'}
      </button>
      <TokenList />
    </div>
  )
}

export default AccountView
