import { truncateAddress } from '@foyer/headless'
import { useAccount, useBalance, useModal } from '@foyer/headless/react'
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react'
import { useThemeRoot } from '../theme/useThemeRoot.js'
import { accountButton, address, connectButton } from './ConnectButton.css.js'

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /**
   * The label while disconnected.
   * @default 'Connect Wallet'
   */
  label?: string
}

/**
 * Opens the modal. Disconnected it reads "Connect Wallet"; connected it shows the native
 * balance (3 decimals, rounded down) and the address (4 leading and 6 trailing characters).
 *
 * `data-status` carries the connection status: `[data-status="connected"]`.
 */
export const ConnectButton = forwardRef<HTMLButtonElement, ConnectButtonProps>(
  function ConnectButton({ label = 'Connect Wallet', onClick, className, style, ...props }, ref) {
    const themeRoot = useThemeRoot()
    const account = useAccount()
    const balance = useBalance()
    const { open } = useModal()
    const busy = account.status === 'connecting' || account.status === 'reconnecting'
    // The host's class and style add to Foyer's (its style must not drop the theme's variables).
    const classes = (own: string) => [themeRoot.className, own, className].filter(Boolean).join(' ')
    const common = {
      ...themeRoot,
      ...props,
      style: { ...themeRoot.style, ...style },
      ref,
      type: 'button' as const,
      'data-status': account.status,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) open()
      },
    }
    if (account.isConnected && account.address) {
      return (
        <button {...common} className={classes(accountButton)}>
          <span aria-live="polite">
            {balance.formatted ?? (balance.isError || account.isUnsupportedChain ? '' : '…')}
          </span>
          <span className={address}>{truncateAddress(account.address)}</span>
        </button>
      )
    }
    return (
      // Never disabled while connecting: a click opens the modal on the attempt, to cancel it.
      <button {...common} className={classes(connectButton)} aria-busy={busy || undefined}>
        {busy ? 'Connecting…' : label}
      </button>
    )
  },
)
