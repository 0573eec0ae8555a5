import { FoyerError, formatQuantity, formatUsd } from '@foyer/headless'
import { useTokenBalances } from '@foyer/headless/react'
import { muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { amount, row, rowLabel, section, sectionTitle, symbol } from './TokenList.css.js'

/**
 * The account's tokens on the active network, native included, from the blockchain API.
 * Renders nothing when no blockchain API is configured. `data-state` is the query's status.
 */
export function TokenList() {
  const tokens = useTokenBalances()
  if (!tokens.isEnabled) return null
  return (
    <section className={section} aria-labelledby="foyer-tokens-title" data-state={tokens.status}>
      <h3 id="foyer-tokens-title" className={sectionTitle}>
        Tokens
      </h3>
      {tokens.status === 'pending' && <p className={muted}>Loading tokens…</p>}
      {tokens.status === 'error' && (
        <p className={muted} role="status">
          {tokens.error instanceof FoyerError
            ? tokens.error.shortMessage
            : 'Token Balance Unavailable'}
        </p>
      )}
      {tokens.status === 'success' && tokens.data.length === 0 && (
        <p className={muted}>No tokens on this network yet.</p>
      )}
      {tokens.status === 'success' && tokens.data.length > 0 && (
        <ul aria-labelledby="foyer-tokens-title">
          {tokens.data.map((token) => (
            <li key={`${token.chainId}:${token.address ?? 'native'}`} className={row}>
              <WalletImage src={token.iconUrl} name={token.symbol} size={32} />
              <span className={rowLabel}>
                {token.name}
                <span className={symbol}>{formatUsd(token.value)}</span>
              </span>
              <span className={amount}>
                {formatQuantity(token.quantity.numeric)} {token.symbol}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
