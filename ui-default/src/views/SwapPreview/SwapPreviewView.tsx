import { displayMessage, formatQuantity, formatUsd, type SwapStep } from '@foyer/headless'
import { useModal, useSwapQuote } from '@foyer/headless/react'
import { useEffect, useRef } from 'react'
import {
  fullWidth,
  message,
  summary,
  summaryTerm,
  summaryValue,
} from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, stack } from '../../components/shared.css.js'
import { stepItem, stepNumber, steps, warning } from '../../components/swap.css.js'

const stepLabels: Record<SwapStep['name'], Record<SwapStep['status'], string>> = {
  approve: {
    pending: 'Approve the token',
    active: 'Approving in your wallet…',
    done: 'Approved',
    failed: 'Approval failed',
  },
  swap: {
    pending: 'Swap',
    active: 'Swapping in your wallet…',
    done: 'Swapped',
    failed: 'Swap failed',
  },
}

/** The submit's steps, numbered, each with where it stands (`data-state`). */
function SwapSteps({ list }: { list: SwapStep[] }) {
  return (
    <ol className={steps} aria-label="Steps">
      {list.map((step, index) => (
        <li key={step.name} className={stepItem} data-state={step.status} data-step={step.name}>
          <span className={stepNumber} aria-hidden="true">
            {step.status === 'done' ? '✓' : index + 1}
          </span>
          <span>{stepLabels[step.name][step.status]}</span>
          {step.status === 'active' && <Spinner label={stepLabels[step.name].active} />}
        </li>
      ))}
    </ol>
  )
}

/**
 * Review swap (issue #21): what is given, the least that is got (slippage tolerance), price
 * impact and fees, then the approval (when needed) and the swap as numbered steps with their
 * progress. A success says what was swapped (Done: back to Account); a failure says why and
 * offers Try again; a declined signature keeps the form (Edit goes back to it).
 */
export function SwapPreviewView() {
  const swap = useSwapQuote()
  const { goBack } = useModal()
  const done = useRef<HTMLButtonElement>(null)
  const { from, to, status } = swap
  useEffect(() => {
    if (status === 'success') done.current?.focus()
  }, [status])
  if (status === 'success') {
    return (
      <div className={center} data-state="success" data-hash={swap.hash} data-testid="swap-preview">
        <p className={heading} role="status">
          Swapped {swap.amount} {from?.symbol} for {to?.symbol}
        </p>
        <SwapSteps list={swap.steps} />
        <p className={message}>Your balances are updated; the swap is in your activity.</p>
        <button ref={done} type="button" className={accentButton} onClick={swap.finish}>
          Done
        </button>
      </div>
    )
  }
  const busy = swap.action === 'inProgress'
  const failed = status === 'failed'
  const canSwap = swap.action === 'approve' || swap.action === 'swap'
  return (
    <div className={stack} data-state={status} data-testid="swap-preview">
      <dl className={summary} aria-label="Swap summary">
        <dt className={summaryTerm}>You give</dt>
        <dd className={summaryValue} data-testid="preview-give">
          {swap.amount} {from?.symbol}
          {swap.fromAmountInUsd === undefined ? '' : ` (${formatUsd(swap.fromAmountInUsd)})`}
        </dd>
        <dt className={summaryTerm}>You get at least</dt>
        <dd className={summaryValue} data-testid="preview-get">
          {swap.minimumReceived === undefined
            ? '…'
            : `${formatQuantity(swap.minimumReceived)} ${to?.symbol ?? ''}`}
        </dd>
        <dt className={summaryTerm}>Price impact</dt>
        <dd className={`${summaryValue} ${swap.isHighPriceImpact ? warning : ''}`}>
          {swap.priceImpact === undefined ? 'Unknown' : `${Number(swap.priceImpact.toFixed(2))}%`}
        </dd>
        <dt className={summaryTerm}>Provider fee</dt>
        <dd className={summaryValue}>
          {swap.providerFeeInUsd === undefined
            ? `${swap.providerFeePercent ?? 0}%`
            : formatUsd(swap.providerFeeInUsd)}
        </dd>
        <dt className={summaryTerm}>Network fee</dt>
        <dd className={summaryValue} data-testid="preview-network-fee">
          {swap.networkFeeInUsd === undefined
            ? (swap.networkFee ?? 'Unknown')
            : formatUsd(swap.networkFeeInUsd)}
        </dd>
      </dl>
      <SwapSteps list={swap.steps} />
      {swap.error && (
        <p className={message} data-tone="danger" role="alert" data-code={swap.error.code}>
          {displayMessage(swap.error)}
        </p>
      )}
      {!busy &&
        (failed ? (
          <button
            type="button"
            className={`${accentButton} ${fullWidth}`}
            onClick={() => void swap.retry()}
          >
            Try again
          </button>
        ) : (
          <button
            type="button"
            className={`${accentButton} ${fullWidth}`}
            disabled={!canSwap}
            onClick={() => void swap.submit().catch(() => {})}
            data-testid="preview-submit"
          >
            {swap.action === 'approve' ? `Approve ${from?.symbol ?? ''} and swap` : 'Swap'}
          </button>
        ))}
      <button type="button" className={button} onClick={goBack} disabled={busy}>
        Edit
      </button>
    </div>
  )
}

export default SwapPreviewView
