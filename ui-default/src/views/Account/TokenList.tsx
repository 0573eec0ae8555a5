import { displayMessage, formatQuantity, formatUsd } from '@foyer/headless'
import { useTokenPortfolio } from '@foyer/headless/react'
import { Skeleton } from '../../components/Skeleton.js'
import { muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { state } from './AccountTabs.css.js'
import { amount, row, rowLabel, symbol, total, totalValue, values } from './TokenList.css.js'

/**
 * The Tokens tab: the account's tokens on the active network, native included — from the
 * wallet, the blockchain API, or (local-first) the chain itself — each with its USD value and,
 * above them, the account's total, when prices are known (the source's own, else the price
 * API's). `data-state` is the query's status.
 */
export function TokenList() {
  const tokens = useTokenPortfolio()
  if (!tokens.isEnabled) {
    return <p className={`${muted} ${state}`}>Token balances are not available on this network.</p>
  }
  return (
    <div data-state={tokens.status} data-testid="token-list">
      {tokens.status === 'pending' && <Skeleton label="Loading tokens" />}
      {tokens.status === 'error' && (
        <p className={`${muted} ${state}`} role="status">
          {displayMessage(tokens.error)}
        </p>
      )}
      {tokens.status === 'success' && tokens.data?.length === 0 && (
        <p className={`${muted} ${state}`}>No tokens on this network yet.</p>
      )}
      {tokens.totalValue !== undefined && (
        <p className={total} data-testid="token-total">
          <span className={symbol}>Total</span>
          <span className={totalValue}>{formatUsd(tokens.totalValue)}</span>
        </p>
      )}
      {tokens.data && tokens.data.length > 0 && (
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
                <span className={symbol} data-testid="token-amount">
                  {formatQuantity(token.quantity.numeric)} {token.symbol}
                </span>
              </span>
              <span className={values}>
                {token.value !== undefined && (
                  <span className={amount} data-testid="token-value">
                    {formatUsd(token.value)}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
