import { displayMessage, formatQuantity, formatUsd } from '@foyer/headless'
import { useTokenBalances } from '@foyer/headless/react'
import { muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { state } from './AccountTabs.css.js'
import { amount, row, rowLabel, symbol } from './TokenList.css.js'

/**
 * The Tokens tab: the account's tokens on the active network, native included — from the
 * wallet, the blockchain API, or (local-first) the chain itself. USD values show when the
 * source knows them. `data-state` is the query's status.
 */
export function TokenList() {
  const tokens = useTokenBalances()
  if (!tokens.isEnabled) {
    return <p className={`${muted} ${state}`}>Token balances are not available on this network.</p>
  }
  return (
    <div data-state={tokens.status} data-testid="token-list">
      {tokens.status === 'pending' && <p className={`${muted} ${state}`}>Loading tokens…</p>}
      {tokens.status === 'error' && (
        <p className={`${muted} ${state}`} role="status">
          {displayMessage(tokens.error)}
        </p>
      )}
      {tokens.status === 'success' && tokens.data.length === 0 && (
        <p className={`${muted} ${state}`}>No tokens on this network yet.</p>
      )}
      {tokens.status === 'success' && tokens.data.length > 0 && (
        <ul aria-label="Tokens">
          {tokens.data.map((token) => (
            <li
              key={`${token.chainId}:${token.address ?? 'native'}`}
              className={row}
              data-testid="token-row"
              data-symbol={token.symbol}
            >
              <WalletImage src={token.iconUrl} name={token.symbol} size={32} />
              <span className={rowLabel}>
                {token.name}
                {token.value !== undefined && (
                  <span className={symbol}>{formatUsd(token.value)}</span>
                )}
              </span>
              <span className={amount} data-testid="token-amount">
                {formatQuantity(token.quantity.numeric)} {token.symbol}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
