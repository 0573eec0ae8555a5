import { displayMessage } from '@foyer/headless'
import { useAccount, useBalance, useDisconnect, useModal } from '@foyer/headless/react'
import './hostViews.css'

/**
 * The host's own Account view: the connected address, its network and native balance
 * (`useAccount`, `useBalance`), a Send button to the (host's) send view, and Disconnect
 * (`useDisconnect`).
 */
export function HostAccount() {
  const account = useAccount()
  const balance = useBalance()
  const { router } = useModal()
  const { disconnect, status, error } = useDisconnect()
  if (!account.address) return <p className="host-muted">No wallet is connected.</p>
  return (
    <div className="host-view" data-testid="host-account">
      <dl className="host-facts">
        <dt>Address</dt>
        <dd>
          <code data-testid="host-address">{account.address}</code>
        </dd>
        <dt>Network</dt>
        <dd>{account.network?.name ?? `Chain ${account.chainId} (not supported here)`}</dd>
        <dt>Balance</dt>
        <dd data-testid="host-balance">
          {balance.formatted ?? (balance.isError ? 'Unavailable' : 'Loading…')}
        </dd>
      </dl>
      <div className="host-row">
        <button
          type="button"
          className="host-primary"
          onClick={() => router.push('WalletSend')}
          disabled={account.isUnsupportedChain}
        >
          Send
        </button>
        <button
          type="button"
          className="host-secondary"
          onClick={() => disconnect(undefined)}
          disabled={status === 'pending'}
        >
          {status === 'pending' ? 'Disconnecting…' : 'Disconnect'}
        </button>
      </div>
      {error && (
        <p role="alert" className="host-error">
          {displayMessage(error)}
        </p>
      )}
    </div>
  )
}
