import { useAccount, useBalance } from '@foyer/headless/react'

/**
 * The connected `ConnectButton`'s native balance, or "…" while it loads (empty when it cannot
 * be read or the network is unsupported). A module of its own, loaded once a session exists:
 * the balance query's code (TanStack Query's observer) is not part of a disconnected visitor's
 * first load.
 */
export default function ButtonBalance() {
  const account = useAccount()
  const balance = useBalance()
  return (
    <span aria-live="polite">
      {balance.formatted ?? (balance.isError || account.isUnsupportedChain ? '' : '…')}
    </span>
  )
}
