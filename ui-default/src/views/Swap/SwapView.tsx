import { displayMessage, type SwapAction } from '@foyer/headless'
import { useModal, useSwapQuote } from '@foyer/headless/react'
import type { FormEvent } from 'react'
import { form, fullWidth, message } from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, muted } from '../../components/shared.css.js'
import { flipButton, flipRow, sides } from '../../components/swap.css.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapSide } from './SwapSide.js'

/** The action button's words: what it does, or what keeps it from doing it. */
const labels: Record<SwapAction, string> = {
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  quoting: 'Getting quote…',
  quoteFailed: 'Try again',
  insufficientBalance: 'Insufficient balance',
  approve: 'Approve',
  swap: 'Swap',
  inProgress: 'Swapping…',
  done: 'Swapped',
}

/**
 * Swap (issue #21): the sold and the bought token with their balances, amounts and USD values,
 * flip, Max, the quote's details, and a button that names what blocks (enter amount,
 * insufficient balance) or what comes next (approve, swap; both open SwapPreview). A failed
 * quote shows why and quotes again on Try again. `data-state` is the swap's status; all of it
 * is `useSwapQuote`.
 */
export function SwapView() {
  const swap = useSwapQuote()
  const { router } = useModal()
  const { action } = swap
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (action === 'quoteFailed') void swap.retry()
    else if (action === 'approve' || action === 'swap') router.push('SwapPreview')
  }
  if (swap.isSupported === undefined && swap.tokensStatus === 'loading')
    return <Spinner label="Loading tokens" />
  if (swap.unsupportedError)
    return (
      <p className={muted} role="status" data-testid="swap-unsupported">
        {displayMessage(swap.unsupportedError)}
      </p>
    )
  const problem = swap.blockingError ?? (swap.status === 'failed' ? swap.error : undefined)
  const label = action === 'approve' && swap.from ? `Approve ${swap.from.symbol}` : labels[action]
  const canSubmit = action === 'quoteFailed' || action === 'approve' || action === 'swap'
  return (
    <form
      className={form}
      onSubmit={submit}
      data-state={swap.status}
      data-testid="swap-view"
      noValidate
    >
      <div className={sides}>
        <SwapSide swap={swap} side="from" />
        <div className={flipRow}>
          <button
            type="button"
            className={flipButton}
            onClick={swap.flip}
            disabled={action === 'inProgress'}
            aria-label="Flip tokens"
          >
            ⇅
          </button>
        </div>
        <SwapSide swap={swap} side="to" />
      </div>
      <SwapDetails swap={swap} />
      <p
        className={message}
        data-tone={problem ? 'danger' : undefined}
        data-testid="swap-message"
        data-code={problem?.code}
        role="status"
      >
        {problem ? displayMessage(problem) : ''}
      </p>
      <button
        type="submit"
        className={`${accentButton} ${fullWidth}`}
        disabled={!canSubmit}
        data-action={action}
        data-testid="swap-action"
      >
        {label}
      </button>
    </form>
  )
}

export default SwapView
