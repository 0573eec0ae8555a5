import { formatQuantity, formatUsd } from '@foyer/headless'
import type { UseSwapQuoteReturnType } from '@foyer/headless/react'
import { useModal } from '@foyer/headless/react'
import {
  amountInput,
  field,
  fieldLabel,
  fieldRow,
  hint,
  smallButton,
} from '../../components/form.css.js'
import { sideHeader, tokenButton } from '../../components/swap.css.js'
import { WalletImage } from '../../components/WalletImage.js'

export type SwapSideProps = {
  swap: UseSwapQuoteReturnType
  side: 'from' | 'to'
}

/**
 * One side of the swap form: its token (SwapSelectToken picks it) with the balance, the amount
 * (typed on the sold side, the quote's on the bought side) and its USD value.
 */
export function SwapSide({ swap, side }: SwapSideProps) {
  const { router } = useModal()
  const sold = side === 'from'
  const token = sold ? swap.from : swap.to
  const busy = swap.action === 'inProgress'
  const usd = sold ? swap.fromAmountInUsd : swap.toAmountInUsd
  const id = `foyer-swap-${side}`
  const amount = sold ? swap.amount : (swap.toAmount ?? '')
  return (
    <div className={field} data-testid={`swap-${side}`}>
      <div className={sideHeader}>
        <label className={fieldLabel} htmlFor={id}>
          {sold ? 'You pay' : 'You receive'}
        </label>
        <span className={hint} data-testid={`swap-${side}-balance`}>
          {token ? `Balance ${formatQuantity(token.balance)} ${token.symbol}` : ''}
        </span>
      </div>
      <div className={fieldRow}>
        <input
          id={id}
          className={amountInput}
          value={amount}
          onChange={sold ? (event) => swap.setAmount(event.target.value) : undefined}
          readOnly={!sold}
          inputMode="decimal"
          placeholder={!sold && swap.action === 'quoting' ? '…' : '0'}
          autoComplete="off"
          aria-describedby={`${id}-usd`}
          aria-invalid={sold && swap.action === 'insufficientBalance'}
          aria-busy={!sold && swap.action === 'quoting'}
          disabled={busy}
        />
        {sold && (
          <button
            type="button"
            className={smallButton}
            onClick={() => void swap.setMax().catch(() => {})}
            disabled={!token || busy}
          >
            Max
          </button>
        )}
        <button
          type="button"
          className={tokenButton}
          onClick={() => router.push('SwapSelectToken', { side })}
          disabled={busy}
          data-testid={`swap-${side}-token`}
        >
          {token ? (
            <>
              <WalletImage src={token.logoUri} name={token.symbol} size={22} />
              {token.symbol}
            </>
          ) : (
            'Select token'
          )}
        </button>
      </div>
      <p id={`${id}-usd`} className={hint} data-testid={`swap-${side}-usd`}>
        {usd === undefined ? '' : formatUsd(usd)}
      </p>
    </div>
  )
}
