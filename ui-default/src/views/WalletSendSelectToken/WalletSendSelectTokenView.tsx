import { displayMessage, formatQuantity, formatUsd } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import { field, fieldLabel, hint, input } from '../../components/form.css.js'
import { Skeleton } from '../../components/Skeleton.js'
import { listItem, listItemLabel, muted, stack } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'

/**
 * The tokens the account can send on the active network, searchable by name or symbol
 * (`tokenSearch`, `matchingTokens`); picking one sets it on the send form and goes back.
 * Loading, empty and error states in `data-state` (`tokenPickerStatus`).
 */
export function WalletSendSelectTokenView() {
  const send = useSendForm()
  const { goBack } = useModal()
  const state = send.tokenPickerStatus
  const options = send.matchingTokens
  return (
    <div className={stack} data-state={state}>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-send-token-search">
          Search tokens
        </label>
        <input
          id="foyer-send-token-search"
          className={input}
          value={send.tokenSearch}
          onChange={(event) => send.setTokenSearch(event.target.value)}
          placeholder="Name or symbol"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the view exists to pick a token; typing filters.
          autoFocus
        />
      </div>
      {state === 'loading' && <Skeleton label="Loading tokens" />}
      {state === 'error' && (
        <p className={muted} role="status">
          {displayMessage(send.tokensError)}
        </p>
      )}
      {state !== 'loading' && options.length === 0 && (
        <p className={muted}>
          {send.isTokenSearchActive ? 'No token matches.' : 'No tokens on this network yet.'}
        </p>
      )}
      {options.length > 0 && (
        <ul className={stack} aria-label="Tokens">
          {options.map(({ token, balanceInUsd, isSelected }) => (
            <li key={token.address ?? 'native'}>
              <button
                type="button"
                className={listItem}
                aria-current={isSelected}
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
                    {balanceInUsd === undefined ? '' : formatUsd(balanceInUsd)}
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
