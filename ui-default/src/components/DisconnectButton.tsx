import { useDisconnect } from '@foyer/headless/react'
import { button } from './shared.css.js'

/** Disconnects every namespace; says so and is disabled while the wallets answer. */
export function DisconnectButton() {
  const { disconnect, status } = useDisconnect()
  return (
    <button
      type="button"
      className={button}
      disabled={status === 'pending'}
      onClick={() => disconnect(undefined)}
    >
      {status === 'pending' ? 'Disconnecting…' : 'Disconnect'}
    </button>
  )
}
