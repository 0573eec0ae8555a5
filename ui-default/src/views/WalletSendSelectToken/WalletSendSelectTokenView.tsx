import { FoyerError, formatQuantity, formatUsd } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import { useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { listItem, listItemLabel, muted, stack } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { field, fieldLabel, hint, input } from '../WalletSend/WalletSendView.css.js'

/**
 * The tokens the account can send on the active network, searchable by name or symbol; picking
 * one sets it on the send form and goes back. Loading, empty and error states in `data-state`.
 */
export function WalletSendSelectTokenView() {
  const send = useSendForm()
  const { goBack } = useModal()
  const [search, setSearch] = useState('')
  const query = search.trim().toLowerCase()
  const tokens = send.tokens.filter(
    (token) =>
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query),
  )
  const state = send.tokens.length ? 'ready' : send.tokensStatus
  return (
    <div className={stack} data-state={state}>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-send-token-search">
          Search tokens
        </label>
        <input
          id="foyer-send-token-search"
          className={input}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name or symbol"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the view exists to pick a token; typing filters.
          autoFocus
        />
      </div>
      {state === 'loading' && <Spinner label="Loading tokens" />}
      {send.tokensError && !send.tokens.length && (
        <p className={muted} role="status">
          {send.tokensError instanceof FoyerError
            ? send.tokensError.shortMessage
            : 'Token Balance Unavailable'}
        </p>
      )}
      {state !== 'loading' && tokens.length === 0 && (
        <p className={muted}>{query ? 'No token matches.' : 'No tokens on this network yet.'}</p>
      )}
      {tokens.length > 0 && (
        <ul className={stack} aria-label="Tokens">
          {tokens.map((token) => (
            <li key={token.address ?? 'native'}>
              <button
                type="button"
                className={listItem}
                aria-current={
                  send.token?.address === token.address && send.token?.symbol === token.symbol
                }
                onClick={() => {
                  send.setToken(token)
                  goBack()
                }}
              >
                <WalletImage src={token.iconUrl} name={token.symbol} size={32} />
                <span className={listItemLabel}>
                  {token.name}
                  <span className={hint}>
                    {' '}
                    {token.price ? formatUsd(Number(token.balance) * token.price) : ''}
                  </span>
                </span>
                <span>
                  {formatQuantity(token.balance)} {token.symbol}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export default WalletSendSelectTokenView
