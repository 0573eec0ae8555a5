import { displayMessage, formatQuantity, type SwapTokenOption } from '@foyer/headless'
import { useModal, useRoute, useSwapQuote } from '@foyer/headless/react'
import { useState } from 'react'
import { field, fieldLabel, hint, input } from '../../components/form.css.js'
import { Skeleton } from '../../components/Skeleton.js'
import { listItem, listItemLabel, muted, stack } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'

/** A list of the picker; `held`: the account's tokens, shown with their balances. */
type Section = { title: string; tokens: SwapTokenOption[]; held?: boolean }

/** One list of the picker, under its title; nothing when it has no token. */
function TokenSection({
  section,
  selected,
  onPick,
}: {
  section: Section
  selected: string | undefined
  onPick: (token: SwapTokenOption) => void
}) {
  if (section.tokens.length === 0) return null
  return (
    <section className={stack} aria-label={section.title}>
      <h3 className={fieldLabel}>{section.title}</h3>
      <ul className={stack}>
        {section.tokens.map((token) => (
          <li key={token.address}>
            <button
              type="button"
              className={listItem}
              aria-current={token.address === selected}
              onClick={() => onPick(token)}
            >
              <WalletImage src={token.logoUri} name={token.symbol} size={32} />
              <span className={listItemLabel}>
                {token.name}
                <span className={hint}> {token.symbol}</span>
              </span>
              {section.held && <span>{formatQuantity(token.balance)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The swap token picker (issue #21) for the side it was opened for (`{ side }`): a search by
 * name, symbol or address, then the account's tokens with balances, the suggested and the
 * popular tokens (`useSwapQuote().tokens`). Picking one sets that side and goes back.
 */
export function SwapSelectTokenView() {
  const swap = useSwapQuote()
  const { goBack } = useModal()
  const side = useRoute('SwapSelectToken')?.data?.side ?? 'from'
  const [search, setSearch] = useState('')
  const lists = swap.searchTokens(search)
  const selected = (side === 'from' ? swap.from : swap.to)?.address
  const pick = (token: SwapTokenOption) => {
    if (side === 'from') swap.setFrom(token)
    else swap.setTo(token)
    goBack()
  }
  const sections: Section[] = [
    { title: 'Your tokens', tokens: lists.mine, held: true },
    { title: 'Suggested', tokens: lists.suggested },
    { title: 'Popular', tokens: lists.popular },
  ]
  return (
    <div className={stack} data-state={swap.tokensStatus} data-side={side}>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-swap-token-search">
          Search tokens
        </label>
        <input
          id="foyer-swap-token-search"
          className={input}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, symbol or address"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the view exists to pick a token; typing filters.
          autoFocus
        />
      </div>
      {swap.tokensStatus === 'loading' && <Skeleton label="Loading tokens" />}
      {swap.tokensStatus === 'error' && (
        <p className={muted} role="status">
          {displayMessage(undefined)}
        </p>
      )}
      {swap.tokensStatus === 'success' && lists.all.length === 0 && (
        <p className={muted}>{search.trim() ? 'No token matches.' : 'No tokens to swap here.'}</p>
      )}
      {swap.tokensStatus !== 'loading' &&
        sections.map((section) => (
          <TokenSection key={section.title} section={section} selected={selected} onPick={pick} />
        ))}
    </div>
  )
}

export default SwapSelectTokenView
